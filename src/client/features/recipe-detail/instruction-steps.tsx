import type { Step } from "../../../shared/recipes/schema.ts";
import { formatMinutes } from "../../ui/time-badge.tsx";

const chip = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium";

/** docs/product.md#a-screens: each step with its number, text, equipment names and key ingredient names. */
export function InstructionSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="space-y-8 print:space-y-4">
      {steps.map((s) => (
        <li key={s.number} id={`step-${s.number}`} className="flex scroll-mt-24 gap-4 break-inside-avoid" data-testid="step">
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-items-center rounded-full bg-orange-700 text-sm font-bold text-white print:border print:border-stone-900 print:bg-white print:text-stone-900"
          >
            {s.number}
          </span>
          <div className="min-w-0 flex-1 pt-1">
            <p className="text-lg leading-relaxed text-stone-800 print:text-base">
              <span className="sr-only">Step {s.number}: </span>
              {s.step}
            </p>
            {(s.length || s.equipment.length > 0 || s.ingredients.length > 0) && (
              <div className="mt-3 space-y-2 text-sm print:hidden">
                {s.length && (
                  <p>
                    <span className={`${chip} bg-amber-100 text-amber-900`}>
                      <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-1 size-3.5" fill="none" stroke="currentColor" strokeWidth="2">
                        <circle cx="12" cy="13" r="8" />
                        <path d="M12 9v4l2 2M10 2h4" strokeLinecap="round" />
                      </svg>
                      {formatMinutes(s.length.number)}
                    </span>
                  </p>
                )}
                <ChipLine label="Equipment" names={s.equipment.map((e) => e.name)} tone="bg-stone-100 text-stone-800" />
                <ChipLine label="Ingredients" names={s.ingredients.map((i) => i.name)} tone="bg-emerald-50 text-emerald-900 ring-1 ring-emerald-200" />
              </div>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

/** A step's equipment or ingredients: a label and one chip a name; nothing when the list is empty. */
function ChipLine({ label, names, tone }: { label: string; names: string[]; tone: string }) {
  if (names.length === 0) return null;
  return (
    <p className="flex flex-wrap items-center gap-1.5">
      <span className="font-semibold text-stone-700">{label}:</span>
      {names.map((name) => (
        <span key={name} className={`${chip} ${tone}`}>
          {name}
        </span>
      ))}
    </p>
  );
}
