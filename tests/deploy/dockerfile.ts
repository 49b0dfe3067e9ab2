import { DockerfileParser } from "dockerfile-ast";
import { readFileSync } from "node:fs";

export interface Stage {
  name: string;
  /** The image it starts from, with the build arguments' defaults put in. */
  image: string;
  instructions: { keyword: string; args: string[]; json: boolean; from: string | null }[];
}

/** The project's Dockerfile, stage by stage (dockerfile-ast). */
export function readDockerfile(path = "Dockerfile"): Stage[] {
  const text = readFileSync(path, "utf8");
  const lines = text.split("\n");
  const file = DockerfileParser.parse(text);
  const defaults = new Map(
    file.getInitialARGs().flatMap((arg) => {
      const [name, value] = (arg.getArgumentsContent() ?? "").split("=");
      return name && value ? [[name, value] as const] : [];
    }),
  );
  const expand = (text: string) =>
    text.replace(/\$\{(\w+)\}/g, (_all, name: string) => defaults.get(name) ?? "");
  const stages: Stage[] = [];
  for (const instruction of file.getInstructions()) {
    const keyword = instruction.getKeyword();
    const raw = instruction.getArgumentsContent() ?? "";
    if (keyword === "FROM") {
      const [image = "", , name = `stage-${stages.length}`] = raw.split(/\s+/);
      stages.push({ name, image: expand(image), instructions: [] });
      continue;
    }
    // The parser keeps flags apart from the arguments: --from is read off the instruction's line.
    const line = lines[instruction.getRange().start.line] ?? "";
    const from = /^\s*COPY\s+--from=(\S+)/i.exec(line)?.[1] ?? null;
    const json = raw.trim().startsWith("[");
    const args = json
      ? (JSON.parse(raw) as string[])
      : instruction.getArguments().map((argument) => argument.getValue());
    stages.at(-1)?.instructions.push({ keyword, args, json, from });
  }
  return stages;
}

/** What the runtime stage copies: each source, the stage it comes from (null: the context). */
export function runtimeCopies(
  stages: Stage[],
): { from: string | null; source: string; target: string }[] {
  return stages
    .at(-1)!
    .instructions.filter((instruction) => instruction.keyword === "COPY")
    .map(({ from, args }) => ({ from, source: args[0]!, target: args.at(-1)! }));
}

/** The settings the runtime stage's ENV gives every container of the image. */
export function imageEnv(stages: Stage[]): Record<string, string> {
  return Object.fromEntries(
    stages
      .at(-1)!
      .instructions.filter((instruction) => instruction.keyword === "ENV")
      .flatMap(({ args }) => args.map((pair) => pair.split("=") as [string, string])),
  );
}
