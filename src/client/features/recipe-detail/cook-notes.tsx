import type { ReactNode } from "react";
import type { RecipeNotes } from "../../../shared/recipes/notes.schema.ts";
import { Section } from "../../ui/section.tsx";

/** The headnote under the title and summary: what the dish is and why the method works. */
export function Headnote({ text }: { text: string }) {
  return (
    <p className="mt-4 border-l-4 border-orange-300 pl-4 leading-relaxed text-stone-800 print:mt-3 print:border-stone-400 print:text-sm" data-testid="headnote">
      {text}
    </p>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="break-inside-avoid rounded-2xl bg-amber-50/60 p-5 ring-1 ring-amber-200/70 print:rounded-none print:bg-white print:p-0 print:ring-0"
    >
      <h3 id={id} className="font-serif text-lg font-bold text-stone-900">
        {title}
      </h3>
      <div className="mt-2 text-stone-800 print:text-sm">{children}</div>
    </section>
  );
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5 leading-relaxed marker:text-orange-700">
      {items.map((t) => (
        <li key={t}>{t}</li>
      ))}
    </ul>
  );
}

/** Tips, make ahead, storage and substitutions (issue #16), each in its own block with its own heading. */
export function CookNotes({ notes }: { notes: RecipeNotes }) {
  const subs = notes.substitutions ?? [];
  return (
    <Section id="cook-notes-heading" title="Cook's notes" className="mt-14 print:mt-8" data-testid="cook-notes">
      <div className="mt-5 grid gap-4 sm:grid-cols-2 print:mt-3 print:block print:space-y-4">
        <Block id="tips-heading" title="Tips">
          <List items={notes.tips} />
        </Block>
        {notes.makeAhead && (
          <Block id="make-ahead-heading" title="Make ahead">
            <p className="leading-relaxed">{notes.makeAhead}</p>
          </Block>
        )}
        <Block id="storage-heading" title="Storage">
          <p className="leading-relaxed">{notes.storage}</p>
        </Block>
        {subs.length > 0 && (
          <Block id="substitutions-heading" title="Substitutions">
            <List items={subs} />
          </Block>
        )}
      </div>
    </Section>
  );
}
