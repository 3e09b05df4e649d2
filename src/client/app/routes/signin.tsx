import { useNavigate } from "react-router";
import type { Route } from "./+types/signin";
import { pageMeta } from "../seo.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { SignInForm } from "../../features/auth/sign-in-form.tsx";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Sign in",
    description: `Sign in to ${SITE_NAME} with your email or username to sync your saved recipes and articles across devices.`,
    path: "/signin",
  }),
  { name: "robots", content: "noindex" },
];

export default function SignIn() {
  const navigate = useNavigate();
  // docs/product.md#a-states: success logs in and goes to /.
  return <SignInForm onDone={() => navigate("/")} />;
}
