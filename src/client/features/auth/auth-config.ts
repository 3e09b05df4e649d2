import { useEffect, useState } from "react";
import type { AuthConfigResponse } from "../../../shared/auth/types.ts";
import { ApiError, apiGet } from "../../lib/api.ts";

let pending: Promise<AuthConfigResponse> | null = null;

/** What the account pages may offer (the Google button, the local outbox link); fetched once. */
export function loadAuthConfig(): Promise<AuthConfigResponse> {
  pending ??= apiGet<AuthConfigResponse>("/api/auth/config").catch((err: unknown) => {
    if (!(err instanceof ApiError) || err.unreachable) pending = null; // no answer: ask again next time
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
