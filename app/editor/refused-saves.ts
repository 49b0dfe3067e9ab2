/**
 * The site's gate answers a refused save with the API's 422 (`{ message, errors }`), and the
 * editor shows a failed save's answer as it is. This turns that answer into plain sentences,
 * one per field, before the editor reads it.
 */
export function explainRefusedSaves(): void {
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await send(input, init);
    if (response.status !== 422 || !String(requestUrl(input)).includes("/api/keystatic/update")) {
      return response;
    }
    return new Response(await sentences(response), {
      status: 422,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  };
}

function requestUrl(input: RequestInfo | URL): string {
  return input instanceof Request ? input.url : String(input);
}

async function sentences(response: Response): Promise<string> {
  try {
    const { errors } = (await response.json()) as { errors: Record<string, string[]> };
    const lines = Object.values(errors).flat();
    const fields = lines.length === 1 ? "this field" : "these fields";
    return `Not saved: fix ${fields} first. ${lines.join(";\n")}.`;
  } catch {
    return "Not saved: the site refused the change.";
  }
}
