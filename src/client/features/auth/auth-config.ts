import { useEffect, useState } from "react";
import type { AuthConfigResponse } from "../../../shared/auth-types.ts";
import { callApi } from "./api-client.ts";

let pending: Promise<AuthConfigResponse> | null = null;

/** What the account pages may offer (the Google button, the local outbox link); fetched once. */
export function loadAuthConfig(): Promise<AuthConfigResponse> {
  pending ??= callApi<AuthConfigResponse>("/api/auth/config")
    .then((r) => (r.ok ? r.data : { googleClientId: null, devOutbox: false }))
    .catch(() => {
      pending = null;
      return { googleClientId: null, devOutbox: false };
    });
  return pending;
}

export function useAuthConfig(): AuthConfigResponse | null {
  const [config, setConfig] = useState<AuthConfigResponse | null>(null);
  useEffect(() => {
    let alive = true;
    void loadAuthConfig().then((c) => alive && setConfig(c));
    return () => {
      alive = false;
    };
  }, []);
  return config;
}
