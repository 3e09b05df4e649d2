// The chat with an OpenAI-compatible endpoint (AI_BASE_URL) played by a local fake.
import { providerCases } from "./chat-provider-cases.ts";

providerCases({
  provider: "openai-compatible",
  env: (url) => ({ AI_BASE_URL: `${url}/v1`, AI_MODEL: "llama3.1:8b", AI_API_KEY: "local-test-key" }),
  model: "llama3.1:8b",
  authorization: "Bearer local-test-key",
});
