// The chat with Hugging Face Inference (HF_TOKEN) through @huggingface/inference, its endpoint played by a local fake.
import { providerCases } from "./chat-provider-cases.ts";

providerCases({
  provider: "huggingface",
  env: (url) => ({ HF_TOKEN: "hf_localtesttoken123", HF_MODEL: "meta-llama/Llama-3.1-8B-Instruct", HF_ENDPOINT_URL: `${url}/v1` }),
  model: "meta-llama/Llama-3.1-8B-Instruct",
  authorization: "Bearer hf_localtesttoken123",
});
