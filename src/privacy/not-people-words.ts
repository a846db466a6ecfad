import { lineAfter, lineBefore } from "./line-window.ts";

/**
 * Words that stand where a person's name stands — a greeting, a sign-off, a `cc:` list, a chat speaker, the subject
 * of a verb — and name a department, a machine or a program instead (issue 14, round 6). Written from how
 * organisations and tools are named, not from a corpus; checked against the training halves' labelled names (none
 * of these is one).
 */

/** Departments and functions ("cc: Legal, Finance", "Hi Support", "Thanks, Finance", "Assigned to: Triage"). */
const ORG_UNITS = new Set(
  (
    "finance legal security support triage platform hiring recruiting recruitment payroll accounting accounts billing sales " +
    "marketing design engineering operations compliance procurement facilities helpdesk research analytics growth " +
    "partnerships leadership management infra infrastructure reception admissions dispatch logistics warehouse purchasing " +
    "treasury audit risk crew folks everyone everybody y'all all team teams people staff board committee"
  ).split(" "),
);

/**
 * Family words people save a contact under and a chat export prints as its writer ("Mãe", "Mom", "Papá", "Oma"): a
 * relation, not a name (a name after it, "Tia Conceição", "Uncle Femi", is read by the name rules as usual). Words that
 * are also common given names (Nana, Mama in some lists) are left out.
 */
const KIN_TERMS = new Set(
  (
    "mom mum mommy mummy mother dad daddy father grandma grandpa granny grandmother grandfather " +
    "mãe mae mamãe mamae pai papai vovó vovô avó avô mamá papá abuela abuelo abuelita abuelito " +
    "maman papa mamie papi papy mutti vati oma opa mutter vater nonna nonno mamma babcia dziadek mama " +
    "мама папа бабушка дедушка"
  ).split(" "),
);

/**
 * Programs named like people (Apache Cassandra, Jenkins, Hermes, Apollo, Athena, Kibana …). Many are also given
 * names, so one stands as a program only beside a plain product ("Cassandra compacted, Redis evicted") or before
 * what only a program does ("Hermes took over", "Cassandra compacted").
 */
const PERSON_NAMED_PROGRAMS = new Set(
  (
    "Cassandra Jenkins Hudson Hermes Apollo Athena Zeus Jekyll Gatsby Django Luigi Kibana Loki Thanos Prometheus Jaeger " +
    "Zipkin Envoy Consul Nomad Sentinel Argo Harbor Nexus Octopus Travis Kestrel Sinatra Hanami Phoenix Celery Flask " +
    "Alexa Siri Cortana Bixby Watson Sidekiq Resque Hadoop Tomcat Jetty Gunicorn Uvicorn Daphne Hugo Jasper Harper Marvin " +
    "Oscar Ruby Julia Pascal Ada Ray Ivy Maven Ansible Vagrant Packer"
  ).split(" "),
);
/** Plain products: no one's name, so a program named like a person beside one is a program too. */
const PLAIN_PRODUCT =
  /\b(?:Redis|Kafka|Postgres(?:QL)?|MySQL|MariaDB|MongoDB|Elasticsearch|OpenSearch|Nginx|Kubernetes|k8s|Docker|RabbitMQ|Memcached|etcd|ZooKeeper|Spark|Flink|Airflow|Grafana|Datadog|Sentry|PagerDuty|Okta|Cloudflare|Terraform|Helm|Istio|Linkerd|Vault|GitHub|GitLab|Bitbucket|CircleCI|Buildkite|Node(?:\.js)?|Python|Java|Go|Rust|React|Vue|Rails|Laravel|Spring|S3|EC2|Lambda|BigQuery|Snowflake|Postgres|SQLite|ClickHouse|Cockroach(?:DB)?|DynamoDB|Neo4j|InfluxDB|Prometheus|Kibana|Logstash|Fluentd|Vector|HAProxy|Traefik|Caddy|Varnish|Squid|Jira|Confluence|Slack)\b/;
/** What a program does, said right after it ("Cassandra compacted", "Hermes took over", "Jenkins says the build failed"). */
const PROGRAM_VERB =
  /^[ \t]+(?:compacted|evicted|lagged|rebooted|restarted|crashed|OOM(?:-killed|ed)|segfaulted|timed out|failed over|took over|scaled|re-?indexed|replicated|resynced|throttled|threw|panicked|says the build|returned (?:a )?\d{3}|is (?:down|up|degraded|healthy)|went (?:down|read-only))\b/;

/**
 * A compound glued in CamelCase ("GitBot", "CodeRabbit", "DataDog"): a product's or a bot's name. People's names glue
 * only after a particle (McDonald, MacLeod, DeShawn, LaToya, VanDyke, AbdulRahman), which is left alone.
 */
const CAMEL = /^[A-Z][a-z]{2,}[A-Z][a-z]{2,}$/;
const NAME_PARTICLE = /^(?:Mac|Mc|Van|Von|Der|Del|Della|Dos|Das|San|Ben|Bin|Ibn|Abd|Abdel|Abdul|Abu|Fitz|Saint|Ste|Le|La|De|Di|Du|Da|O)(?=[A-Z])/;

export function notAPersonWord(text: string, value: string, start: number, end: number): boolean {
  if (value.includes(" ")) return false;
  if (ORG_UNITS.has(value.toLowerCase()) || KIN_TERMS.has(value.toLowerCase())) return true;
  if (CAMEL.test(value) && !NAME_PARTICLE.test(value)) return true;
  if (/[a-z]Bot$|[a-z]-bot$/.test(value)) return true;
  if (!PERSON_NAMED_PROGRAMS.has(value)) return false;
  if (PROGRAM_VERB.test(text.slice(end, end + 32))) return true;
  return PLAIN_PRODUCT.test(lineBefore(text, start, 80)) || PLAIN_PRODUCT.test(lineAfter(text, end, 80));
}
