import { useCallback, useEffect, useState } from "react";
import { UNIT_SYSTEMS, type UnitSystem } from "./quantities.ts";

const KEY = "unit_system";

/** The reader's metric / US choice, remembered across recipes (read after hydration: prerendered HTML shows "as written"). */
export function useUnitSystem(): [UnitSystem, (s: UnitSystem) => void] {
  const [system, setSystem] = useState<UnitSystem>("original");
  useEffect(() => {
    try {
      const saved = localStorage.getItem(KEY);
      if (UNIT_SYSTEMS.some((u) => u.value === saved)) setSystem(saved as UnitSystem);
    } catch {
      // storage blocked: keep the default
    }
  }, []);
  const choose = useCallback((s: UnitSystem) => {
    setSystem(s);
    try {
      localStorage.setItem(KEY, s);
    } catch {
      // storage blocked: the choice lasts for this page
    }
  }, []);
  return [system, choose];
}
