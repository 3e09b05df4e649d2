// Google sign-in (docs/architecture.md#providers): the Google Identity Services ID token is verified here with jose:
// signature against Google's published keys, audience = GOOGLE_CLIENT_ID, issuer, expiry. Never a
// fake user: without GOOGLE_CLIENT_ID the call is refused and the button is not shown.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from "jose";
import { z } from "zod";
import { isDeployed } from "../platform/mode.ts";

export const GOOGLE_ISSUERS = ["https://accounts.google.com", "accounts.google.com"];
export const GOOGLE_JWKS_URL = "https://www.googleapis.com/oauth2/v3/certs";

const keySets = new Map<string, JWTVerifyGetKey>();

/**
 * Google's key set (fetched and cached by jose). GOOGLE_JWKS_URL may point elsewhere in local runs only
 * (never on a deploy), so tests verify tokens signed by a local test key through this same code.
 */
export function googleKeySource(): JWTVerifyGetKey {
  const override = isDeployed() ? undefined : z.string().url().safeParse(process.env.GOOGLE_JWKS_URL).data;
  const url = override ?? GOOGLE_JWKS_URL;
  let keys = keySets.get(url);
  if (!keys) keySets.set(url, (keys = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 })));
  return keys;
}

export type GoogleIdentity = { sub: string; email: string; emailVerified: boolean; name: string };

const ClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string().email().max(254),
  email_verified: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  name: z.string().max(200).optional(),
});

/** Verifies an ID token; throws when the signature, audience, issuer, expiry or claims are wrong. */
export async function verifyGoogleIdToken(token: string, clientId: string, keys: JWTVerifyGetKey = googleKeySource()): Promise<GoogleIdentity> {
  const { payload } = await jwtVerify(token, keys, {
    audience: clientId,
    issuer: GOOGLE_ISSUERS,
    algorithms: ["RS256"],
    requiredClaims: ["exp", "iat", "sub"],
    clockTolerance: 30,
  });
  const claims = ClaimsSchema.parse(payload);
  return {
    sub: claims.sub,
    email: claims.email,
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    name: claims.name?.trim() || claims.email.split("@")[0]!,
  };
}
