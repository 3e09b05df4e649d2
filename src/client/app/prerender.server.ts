// The routes rendered to static HTML at build time (DESIGN §1). Later features add theirs here.
export async function prerenderPaths(): Promise<string[]> {
  return ["/", "/about", "/privacy"];
}
