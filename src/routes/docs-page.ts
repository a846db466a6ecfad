/**
 * A self-contained page that renders /openapi.json (no CDN: nothing is fetched from elsewhere).
 */
export const DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Engram API</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0;color:#1d232a;background:#fafafa}
header{background:#1d232a;color:#fff;padding:16px 24px}header h1{margin:0;font-size:20px}
main{max-width:980px;margin:0 auto;padding:16px 24px}
details{background:#fff;border:1px solid #dde1e6;border-radius:6px;margin:8px 0}
summary{cursor:pointer;padding:10px 12px;display:flex;gap:12px;align-items:baseline}
.m{font:600 12px monospace;text-transform:uppercase;padding:2px 6px;border-radius:4px;color:#fff;min-width:52px;text-align:center}
.get{background:#2f7d32}.post{background:#1565c0}.patch{background:#ef6c00}.delete{background:#c62828}.put{background:#6a1b9a}
code{font:13px monospace}.p{font:600 14px monospace}pre{background:#f3f4f6;padding:10px;overflow:auto;margin:0 12px 12px;border-radius:4px;font-size:12px}
h3{margin:8px 12px 4px;font-size:13px;color:#555}.tag{margin-top:24px;font-size:16px;text-transform:capitalize}
</style></head><body>
<header><h1>Engram API</h1><div id="desc"></div></header>
<main id="root">Loading <a href="/openapi.json">/openapi.json</a>…</main>
<script>
fetch('/openapi.json').then(r=>r.json()).then(doc=>{
  const root=document.getElementById('root');root.textContent='';
  document.getElementById('desc').textContent=doc.info.description;
  const byTag={};
  for(const [path,ops] of Object.entries(doc.paths))for(const [method,op] of Object.entries(ops))(byTag[op.tags[0]]??=[]).push({path,method,op});
  for(const [tag,ops] of Object.entries(byTag)){
    const h=document.createElement('h2');h.className='tag';h.textContent=tag;root.append(h);
    for(const {path,method,op} of ops){
      const d=document.createElement('details');const s=document.createElement('summary');
      const m=document.createElement('span');m.className='m '+method;m.textContent=method;
      const p=document.createElement('span');p.className='p';p.textContent=path;
      const t=document.createElement('span');t.textContent=op.summary;s.append(m,p,t);d.append(s);
      const add=(title,obj)=>{const h3=document.createElement('h3');h3.textContent=title;const pre=document.createElement('pre');pre.textContent=JSON.stringify(obj,null,2);d.append(h3,pre)};
      if(op.parameters)add('Parameters',op.parameters.map(p=>({name:p.name,in:p.in,required:p.required,schema:p.schema})));
      if(op.requestBody)add('Request body',op.requestBody.content['application/json'].schema);
      for(const [code,res] of Object.entries(op.responses))if(code!=='default')add('Response '+code+' — '+res.description,res.content?res.content['application/json'].schema:{});
      root.append(d);
    }
  }
}).catch(e=>{document.getElementById('root').textContent='Could not load /openapi.json: '+e});
</script></body></html>`;
