import { loadConfig, SETTING_NAMES } from "../../platform/config";

/** One object of a rendered overlay, as `kubectl kustomize` writes it. */
export interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [field: string]: unknown;
}

interface Container {
  name: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  startupProbe?: Probe;
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: Record<string, unknown>;
  volumeMounts?: { name: string; mountPath: string }[];
}
interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface PodSpec {
  containers: Container[];
  securityContext?: Record<string, unknown>;
  terminationGracePeriodSeconds?: number;
  volumes?: { name: string; emptyDir?: object; persistentVolumeClaim?: { claimName: string } }[];
}

const find = (objects: KubeObject[], kind: string, name?: string) =>
  objects.find((object) => object.kind === kind && (!name || object.metadata.name === name));

const podOf = (object: KubeObject): PodSpec =>
  (object as unknown as { spec: { template: { spec: PodSpec } } }).spec.template.spec;

/** The settings every pod of the site gets: its ConfigMap's, then its Secret's. */
export function settingsOf(objects: KubeObject[]): Record<string, string> {
  const config = find(objects, "ConfigMap", "tidewire-web") as { data?: Record<string, string> };
  const secret = find(objects, "Secret", "tidewire-web") as {
    stringData?: Record<string, string>;
  };
  return { ...config?.data, ...secret?.stringData };
}

/** Whether a Secret's value is one of the manifests' placeholders, never a real secret. */
export function isPlaceholder(value: string): boolean {
  if (value.includes("set-me")) return true;
  try {
    return Buffer.from(value, "base64url").toString("utf8").includes("set-me");
  } catch {
    return false;
  }
}

/**
 * The project's own rules for a rendered overlay (ADR 0073), beyond the API schemas: what the
 * site's start, its drain and the restricted Pod Security Standard need. Answers each broken
 * rule in words; none for a sound overlay.
 */
export function manifestProblems(objects: KubeObject[]): string[] {
  const problems: string[] = [];
  const settings = settingsOf(objects);
  const known = new Set(SETTING_NAMES);

  for (const kind of ["ConfigMap", "Secret"] as const) {
    for (const object of objects.filter((item) => item.kind === kind)) {
      const values =
        (object as { data?: object; stringData?: object }).data ??
        (object as { stringData?: object }).stringData ??
        {};
      for (const key of Object.keys(values)) {
        if (!known.has(key)) problems.push(`${kind} ${object.metadata.name}: ${key} is no setting`);
      }
      if (kind === "Secret") {
        for (const [key, value] of Object.entries(values as Record<string, string>)) {
          if (!isPlaceholder(value)) {
            problems.push(
              `Secret ${object.metadata.name}: ${key} holds a value that is not a placeholder`,
            );
          }
        }
      }
    }
  }

  try {
    const config = loadConfig(settings);
    if (config.mode !== "production") problems.push("the settings do not start in production mode");
    if (config.metrics.host !== "0.0.0.0")
      problems.push("METRICS_HOST: the scraper could not reach it");
    if (config.trustProxy === false) problems.push("TRUST_PROXY: the ingress's hop is not trusted");
  } catch (error) {
    problems.push(`the production start refuses the settings: ${(error as Error).message}`);
  }

  const drainMs =
    Number(settings.DRAIN_DELAY_MS ?? 0) + Number(settings.SHUTDOWN_TIMEOUT_MS ?? 10_000);
  const port = Number(settings.PORT ?? 3000);
  const metricsPort = Number(settings.METRICS_PORT ?? 9464);
  const pods = objects.filter((object) => object.kind === "Deployment" || object.kind === "Job");
  for (const object of pods) {
    const where = `${object.kind} ${object.metadata.name}`;
    const pod = podOf(object);
    if (object.kind === "Deployment") {
      const grace = pod.terminationGracePeriodSeconds ?? 30;
      if (grace * 1000 < drainMs + 5_000) {
        problems.push(
          `${where}: terminationGracePeriodSeconds ${grace} is shorter than the drain and shutdown + 5 s`,
        );
      }
    }
    const podSecurity = pod.securityContext ?? {};
    if (podSecurity.runAsNonRoot !== true) problems.push(`${where}: the pod may run as root`);
    if ((podSecurity.seccompProfile as { type?: string } | undefined)?.type !== "RuntimeDefault") {
      problems.push(`${where}: no RuntimeDefault seccomp profile`);
    }
    for (const container of pod.containers) {
      const at = `${where} container ${container.name}`;
      const security = container.securityContext ?? {};
      if (security.allowPrivilegeEscalation !== false)
        problems.push(`${at}: privilege escalation allowed`);
      if (security.readOnlyRootFilesystem !== true)
        problems.push(`${at}: the root filesystem is writable`);
      if (
        security.runAsUser !== 1000 ||
        security.runAsGroup !== 1000 ||
        security.runAsNonRoot !== true
      ) {
        problems.push(`${at}: not UID and GID 1000, non-root`);
      }
      if (
        JSON.stringify((security.capabilities as { drop?: string[] } | undefined)?.drop) !==
        '["ALL"]'
      ) {
        problems.push(`${at}: capabilities not all dropped`);
      }
      const tmp = container.volumeMounts?.find((mount) => mount.mountPath === "/tmp");
      if (!tmp || !pod.volumes?.find((volume) => volume.name === tmp.name)?.emptyDir) {
        problems.push(`${at}: no emptyDir at /tmp`);
      }
      if (!container.resources?.requests?.memory || !container.resources?.limits?.memory) {
        problems.push(`${at}: no memory request and limit`);
      }
      if (object.kind === "Job") continue;
      const named = (name: string) =>
        container.ports?.find((entry) => entry.name === name)?.containerPort;
      if (named("http") !== port) problems.push(`${at}: its http port is not PORT (${port})`);
      if (named("metrics") !== metricsPort)
        problems.push(`${at}: no named metrics port on METRICS_PORT`);
      const probe = (kind: keyof Container, path: string) => {
        const get = (container[kind] as Probe | undefined)?.httpGet;
        if (!get) return problems.push(`${at}: no ${kind}`);
        if (get.path !== path) problems.push(`${at}: its ${kind} asks ${get.path}, not ${path}`);
        if (get.port !== "http" && get.port !== port)
          problems.push(`${at}: its ${kind} is not on the site's port`);
      };
      probe("startupProbe", "/healthz");
      probe("livenessProbe", "/healthz");
      probe("readinessProbe", "/readyz");
    }
  }

  const site = find(objects, "Deployment", "tidewire-web");
  if (!site) problems.push("no site Deployment");
  const editorSettings = (from: {
    configMapRef?: { name: string };
    secretRef?: { name: string };
  }) => from.configMapRef?.name === "tidewire-editor" || from.secretRef?.name === "tidewire-editor";
  if (site && podOf(site).containers.some((container) => container.envFrom?.some(editorSettings))) {
    problems.push("the public Deployment carries the editor's settings");
  }
  if (settings.CONTENT_EDITOR && settings.CONTENT_EDITOR !== "off") {
    problems.push("the public pods run the content editor");
  }
  const migrate = find(objects, "Job", "tidewire-migrate");
  if (
    !migrate ||
    podOf(migrate).containers[0]?.command?.join(" ") !== "node build/host/migrate.js"
  ) {
    problems.push("no migration Job running the image's migrate entry");
  }
  for (const kind of ["Service", "Ingress", "NetworkPolicy", "ServiceMonitor", "PrometheusRule"]) {
    if (!find(objects, kind)) problems.push(`no ${kind}`);
  }
  return problems;
}

/** What only one overlay must hold: one replica on its own volume, or three and more rolled safely. */
export function overlayProblems(overlay: "single" | "scaled", objects: KubeObject[]): string[] {
  const problems: string[] = [];
  const site = find(objects, "Deployment", "tidewire-web") as
    | (KubeObject & {
        spec: {
          replicas?: number;
          strategy?: { type?: string; rollingUpdate?: { maxUnavailable?: number } };
        };
      })
    | undefined;
  const settings = settingsOf(objects);
  if (!site) return ["no site Deployment"];
  if (overlay === "single") {
    if (site.spec.replicas !== 1) problems.push("more than one replica on one SQLite file");
    if (site.spec.strategy?.type !== "Recreate") problems.push("not the Recreate strategy");
    if (settings.DATABASE_URL?.startsWith("postgres")) problems.push("not on SQLite");
    const claim = podOf(site).volumes?.find(
      (volume) => volume.persistentVolumeClaim,
    )?.persistentVolumeClaim;
    const pvc =
      claim &&
      (find(objects, "PersistentVolumeClaim", claim.claimName) as {
        spec?: { accessModes?: string[] };
      });
    if (!pvc || JSON.stringify(pvc.spec?.accessModes) !== '["ReadWriteOnce"]') {
      problems.push("no ReadWriteOnce volume for the data");
    }
  } else {
    if ((site.spec.replicas ?? 1) < 3) problems.push("fewer than 3 replicas");
    if (site.spec.strategy?.rollingUpdate?.maxUnavailable !== 0)
      problems.push("a rollout may take a pod away first");
    if (!settings.DATABASE_URL?.startsWith("postgres")) problems.push("not on PostgreSQL");
    if (!settings.REDIS_URL) problems.push("no Redis");
    if (!find(objects, "HorizontalPodAutoscaler")) problems.push("no HorizontalPodAutoscaler");
    if (!find(objects, "PodDisruptionBudget")) problems.push("no PodDisruptionBudget");
  }
  return problems;
}
