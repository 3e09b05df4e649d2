// The search of docs/product.md#b-states in the browser: idle -> searching -> results or error. A new search clears
// the previous error and results first; 'near me' / 'nearby' asks the device position.
import { useCallback, useEffect, useRef, useState } from "react";
import { wantsDeviceLocation, type RestaurantSearchResponse } from "../../../shared/restaurants/types.ts";
import { FINDER_MESSAGES } from "../../../shared/restaurants/types.ts";
import { devicePosition, errorView, LocationDenied, searchByPoint, searchByText, type FinderErrorView } from "./api.ts";

export type FinderState =
  | { status: "idle" }
  | { status: "searching"; text: string }
  | { status: "results"; text: string; answer: RestaurantSearchResponse }
  | { status: "error"; text: string; error: FinderErrorView };

export function useRestaurantSearch() {
  const [state, setState] = useState<FinderState>({ status: "idle" });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const search = useCallback(async (raw: string) => {
    const text = raw.trim();
    if (!text) return; // docs/product.md#b-validation: blank text is ignored
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState({ status: "searching", text });
    try {
      let answer: RestaurantSearchResponse;
      if (wantsDeviceLocation(text)) {
        let position: { lat: number; lon: number };
        try {
          position = await devicePosition();
        } catch (err) {
          if (controller.signal.aborted) return;
          const message = err instanceof LocationDenied ? FINDER_MESSAGES.locationDenied : FINDER_MESSAGES.other;
          setState({ status: "error", text, error: { message } });
          return;
        }
        answer = await searchByPoint(position.lat, position.lon, "your location", controller.signal);
      } else {
        answer = await searchByText(text, controller.signal);
      }
      if (!controller.signal.aborted) setState({ status: "results", text, answer });
    } catch (err) {
      if (controller.signal.aborted) return;
      setState({ status: "error", text, error: errorView(err, text) });
    }
  }, []);

  const reset = useCallback(() => {
    current.current?.abort();
    setState({ status: "idle" });
  }, []);

  return { state, search, reset };
}
