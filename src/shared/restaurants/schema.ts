// The restaurant finder's query (docs/architecture.md#api-contract): GET /api/restaurants/search?q= or ?lat=&lon=. The zod-free
// types, constants and display rules are in types.ts (re-exported here).
import { text, z } from "../validation/schema.ts";

export * from "./types.ts";

const coordinate = (label: string, max: number) =>
  text(label)
    .trim()
    .regex(/^[+-]?(\d+(\.\d*)?|\.\d+)$/, `${label} must be a number.`)
    .transform(Number)
    .refine((v) => Math.abs(v) <= max, `${label} must be between -${max} and ${max}.`);

// C0 and C1 control characters, read as spaces.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const withoutControls = (s: string) => s.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ");

export const RestaurantSearchQuerySchema = z
  .object({
    q: text("q").max(200, "q: at most 200 characters.").optional(),
    lat: coordinate("lat", 90).optional(),
    lon: coordinate("lon", 180).optional(),
  })
  .superRefine((v, ctx) => {
    const hasPoint = v.lat !== undefined || v.lon !== undefined;
    if (hasPoint && (v.lat === undefined || v.lon === undefined)) {
      ctx.addIssue({ code: "custom", path: [v.lat === undefined ? "lat" : "lon"], message: "Send both lat and lon." });
    } else if (!hasPoint && !withoutControls(v.q ?? "").trim()) {
      // Only blanks or control characters: nothing to geocode (a geocoder guesses a place for it).
      ctx.addIssue({ code: "custom", path: ["q"], message: "Type a place to search near (q must not be blank)." });
    }
  })
  .transform((v) =>
    v.lat !== undefined && v.lon !== undefined
      ? { kind: "point" as const, lat: v.lat, lon: v.lon, label: v.q?.trim() || "your location" }
      : { kind: "text" as const, text: withoutControls(v.q!).trim().replace(/\s+/g, " ") },
  );
export type RestaurantSearchQuery = z.infer<typeof RestaurantSearchQuerySchema>;
