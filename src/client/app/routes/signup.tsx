import { useNavigate } from "react-router";
import type { Route } from "./+types/signup";
import { pageMeta } from "../seo.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { SignUpForm } from "../../features/auth/sign-up-form.tsx";

export const meta: Route.MetaFunction = () => [
  ...pageMeta({
    title: "Sign up",
    description: `Create a free ${SITE_NAME} account to save recipes and articles and find them on every device.`,
    path: "/signup",
  }),
  { name: "robots", content: "noindex" },
];

export default function SignUp() {
  const navigate = useNavigate();
  // docs/product.md#a-states: successful verification logs in and goes to /.
  return <SignUpForm onDone={() => navigate("/")} />;
}
