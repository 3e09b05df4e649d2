// One function instance of the production-mode run (docs/decisions/0021-production-mode-test-run.md): a
// process that loads one bundle built by Netlify's bundler, in the bundle's folder as its working
// directory (Lambda's /var/task), and answers one invocation at a time through the bundle's own Lambda
// entry point, as Netlify's dev runtime (@netlify/functions-dev) invokes a v2 function. It stays loaded
// between invocations like a warm instance. Plain JavaScript: it runs without a TypeScript loader.
import { pathToFileURL } from "node:url";
import lambdaLocal from "lambda-local";

lambdaLocal.getLogger().level = "alert"; // lambda-local's own messages; the function's console stays

const entry = process.argv[2];
const lambdaFunc = await import(pathToFileURL(entry).href);
process.send({ type: "ready" });
process.on("message", (message) => void invoke(message));
process.on("disconnect", () => process.exit(0));

/** Runs one invocation and sends back its head, then its body in chunks. */
async function invoke({ id, event, clientContext, timeoutMs }) {
  try {
    const result = await lambdaLocal.execute({
      lambdaFunc,
      lambdaHandler: "handler",
      event,
      clientContext: JSON.stringify(clientContext),
      timeoutMs,
      verboseLevel: 3,
    });
    const { body, ...head } = result ?? {};
    process.send({ id, type: "head", statusCode: head.statusCode ?? 500, headers: head.headers ?? {}, multiValueHeaders: head.multiValueHeaders ?? {} });
    if (body && typeof body.on === "function") {
      for await (const chunk of body) process.send({ id, type: "chunk", chunk: typeof chunk === "string" ? Buffer.from(chunk) : chunk });
    } else if (body !== undefined && body !== null) {
      process.send({ id, type: "chunk", chunk: head.isBase64Encoded ? Buffer.from(body, "base64") : Buffer.from(String(body)) });
    }
    process.send({ id, type: "end" });
  } catch (err) {
    process.send({ id, type: "error", message: err instanceof Error ? err.message : String(err) });
  }
}
