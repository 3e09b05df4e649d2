import { Navigate, useLocation } from "react-router";
import { redirectTarget } from "../redirects.ts";

export default function Redirect() {
  const { pathname } = useLocation();
  return <Navigate to={redirectTarget(pathname) ?? "/"} replace />;
}
