import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("privacy", "routes/privacy.tsx"),
  // Redirects of both route tables (part 1 §2, part 2 §2), replacing the history entry.
  route("faq", "routes/redirect.tsx", { id: "redirect-faq" }),
  route("faq/*", "routes/redirect.tsx", { id: "redirect-faq-any" }),
  route("ai-expert", "routes/redirect.tsx", { id: "redirect-ai-expert" }),
  route("ai-chef", "routes/redirect.tsx", { id: "redirect-ai-chef" }),
  route("viral-hub", "routes/redirect.tsx", { id: "redirect-viral-hub" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
