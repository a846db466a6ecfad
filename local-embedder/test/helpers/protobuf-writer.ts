/**
 * The smallest protobuf encoder that can write an ONNX model: varints,
 * length-delimited fields and packed floats. No npm package in reach writes
 * ONNX, and the test model must be built here (nothing may be downloaded), so
 * this encodes the few ModelProto fields by hand.
 */
export class ProtoWriter {
  private chunks: Uint8Array[] = [];

  private push(bytes: Uint8Array | number[]): void {
    this.chunks.push(bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes));
  }

  private varint(value: bigint | number): void {
    let v = BigInt(value);
    if (v < 0n) v = (1n << 64n) + v; // two's complement, as protobuf does for negative int64
    const out: number[] = [];
    do {
      let byte = Number(v & 0x7fn);
      v >>= 7n;
      if (v > 0n) byte |= 0x80;
      out.push(byte);
    } while (v > 0n);
    this.push(out);
  }

  private key(field: number, wireType: 0 | 2 | 5): void {
    this.varint((field << 3) | wireType);
  }

  int(field: number, value: bigint | number): this {
    this.key(field, 0);
    this.varint(value);
    return this;
  }

  bytes(field: number, data: Uint8Array): this {
    this.key(field, 2);
    this.varint(data.length);
    this.push(data);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  message(field: number, build: (w: ProtoWriter) => void): this {
    const inner = new ProtoWriter();
    build(inner);
    return this.bytes(field, inner.finish());
  }

  packedInt64(field: number, values: Array<bigint | number>): this {
    const inner = new ProtoWriter();
    for (const v of values) inner.varint(v);
    return this.bytes(field, inner.finish());
  }

  packedFloat(field: number, values: ArrayLike<number>): this {
    const buf = new Uint8Array(values.length * 4);
    const view = new DataView(buf.buffer);
    for (let i = 0; i < values.length; i++) view.setFloat32(i * 4, values[i]!, true);
    return this.bytes(field, buf);
  }

  finish(): Uint8Array {
    const total = this.chunks.reduce((n, c) => n + c.length, 0);
    const out = new Uint8Array(total);
    let offset = 0;
    for (const c of this.chunks) {
      out.set(c, offset);
      offset += c.length;
    }
    return out;
  }
}
