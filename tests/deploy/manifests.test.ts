import { Deployment } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { Job } from "kubernetes-models/batch/v1";
import { Ingress, NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { ConfigMap, Namespace, PersistentVolumeClaim, Secret, Service } from "kubernetes-models/v1";
import {
  PrometheusRule,
  ServiceMonitor,
} from "@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseAllDocuments } from "yaml";
import { manifestProblems, overlayProblems, type KubeObject } from "./manifest-rules";

const KUBECTL = ["/usr/bin/kubectl", "/usr/local/bin/kubectl"].find((path) => existsSync(path));
if (!KUBECTL) console.log("SKIPPING the Kubernetes manifests' checks: no kubectl on this machine");

/** Every kind the overlays hold, each checked against the Kubernetes API's own schema. */
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  ConfigMap,
  Deployment,
  HorizontalPodAutoscaler,
  Ingress,
  Job,
  Namespace,
  NetworkPolicy,
  PersistentVolumeClaim,
  PodDisruptionBudget,
  PrometheusRule,
  Secret,
  Service,
  ServiceMonitor,
};

const render = (folder: string): KubeObject[] =>
  parseAllDocuments(execFileSync(KUBECTL!, ["kustomize", folder], { encoding: "utf8" }))
    .map((document) => document.toJS() as KubeObject)
    .filter(Boolean);

// An overlay with the editor's component, as docs/deploy.md shows: inside the project, so
// kustomize takes its relative paths; test-results/ is never committed.
mkdirSync("test-results", { recursive: true });
const scratch = mkdtempSync(join("test-results", "kustomize-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
writeFileSync(
  join(scratch, "kustomization.yaml"),
  `resources: [../../deploy/kubernetes/overlays/scaled]\ncomponents: [../../deploy/kubernetes/components/editor]\n`,
);

const OVERLAYS = {
  single: "deploy/kubernetes/overlays/single",
  scaled: "deploy/kubernetes/overlays/scaled",
  "scaled with the editor": scratch,
} as const;

describe.skipIf(!KUBECTL)("the Kubernetes manifests (ADR 0073)", () => {
  it.each(Object.entries(OVERLAYS))("%s: every object passes the API's schema", (_name, folder) => {
    const objects = render(folder);
    expect(objects.length).toBeGreaterThan(8);
    for (const object of objects) {
      const Model = MODELS[object.kind];
      expect(Model, `${object.kind} has no schema here`).toBeDefined();
      expect(
        () => new Model!(object as never).validate(),
        `${object.kind} ${object.metadata.name}`,
      ).not.toThrow();
    }
  });

  it.each(Object.entries(OVERLAYS))("%s: holds the project's own rules", (name, folder) => {
    const objects = render(folder);
    expect(manifestProblems(objects)).toEqual([]);
    expect(overlayProblems(name === "single" ? "single" : "scaled", objects)).toEqual([]);
  });

  it("puts the editor in a Deployment of its own, never the public one", () => {
    const deployments = render(scratch).filter((object) => object.kind === "Deployment");
    expect(deployments.map((object) => object.metadata.name).sort()).toEqual([
      "tidewire-editor",
      "tidewire-web",
    ]);
  });

  describe("a planted mistake is caught", () => {
    const planted = (change: (objects: KubeObject[]) => void) => {
      const objects = render(OVERLAYS.scaled);
      change(objects);
      return manifestProblems(objects);
    };
    const site = (objects: KubeObject[]) =>
      objects.find((object) => object.kind === "Deployment") as unknown as {
        spec: {
          template: {
            spec: {
              terminationGracePeriodSeconds: number;
              containers: { livenessProbe: { httpGet: { path: string } } }[];
            };
          };
        };
      };

    it("a misspelt setting's key", () => {
      const problems = planted((objects) => {
        const config = objects.find((object) => object.kind === "ConfigMap") as unknown as {
          data: Record<string, string>;
        };
        config.data.DRAIN_DELAY_SM = "5000";
      });
      expect(problems).toContain("ConfigMap tidewire-web: DRAIN_DELAY_SM is no setting");
    });

    it("a liveness probe on /readyz", () => {
      const problems = planted((objects) => {
        site(objects).spec.template.spec.containers[0]!.livenessProbe.httpGet.path = "/readyz";
      });
      expect(problems).toContain(
        "Deployment tidewire-web container site: its livenessProbe asks /readyz, not /healthz",
      );
    });

    it("a grace period shorter than the drain", () => {
      const problems = planted((objects) => {
        site(objects).spec.template.spec.terminationGracePeriodSeconds = 10;
      });
      expect(problems).toContain(
        "Deployment tidewire-web: terminationGracePeriodSeconds 10 is shorter than the drain and shutdown + 5 s",
      );
    });

    it("a real value in a Secret, and a setting the production start refuses", () => {
      const problems = planted((objects) => {
        const secret = objects.find((object) => object.kind === "Secret") as unknown as {
          stringData: Record<string, string>;
        };
        secret.stringData.AGENT_TOKEN_SECRET = "a-real-looking-agent-token-secret-0123456789";
        const config = objects.find((object) => object.kind === "ConfigMap") as unknown as {
          data: Record<string, string>;
        };
        config.data.SIMULATORS = "on";
      });
      expect(problems).toContain(
        "Secret tidewire-web: AGENT_TOKEN_SECRET holds a value that is not a placeholder",
      );
      expect(problems.join("\n")).toMatch(
        /the production start refuses the settings:[\s\S]*SIMULATORS/,
      );
    });
  });
});
