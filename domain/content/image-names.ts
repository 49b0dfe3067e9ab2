/** Fields whose string values name an illustration in public/images. */
const IMAGE_FIELDS = new Set(["image", "imageSmall", "logo", "mapImage"]);

/** Every image name a piece of content refers to, so the tests can check each file exists. */
export function imageNamesIn(content: unknown): string[] {
  const names = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
    } else if (value && typeof value === "object") {
      for (const [field, inner] of Object.entries(value)) {
        if (IMAGE_FIELDS.has(field) && typeof inner === "string") names.add(inner);
        else visit(inner);
      }
    }
  };
  visit(content);
  return [...names].sort();
}
