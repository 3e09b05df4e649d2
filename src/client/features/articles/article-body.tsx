import type { ArticleContent } from "../../../shared/articles/schema.ts";

/** The structured body: intro paragraphs, then sections with a heading, paragraphs and lists (text only, never HTML). */
export function ArticleBody({ content }: { content: ArticleContent }) {
  return (
    <div data-testid="article-body" className="max-w-prose text-[1.0625rem] leading-8 text-stone-800">
      {content.intro.map((p, i) => (
        <p key={i} className={i === 0 ? "text-lg leading-8 text-stone-900" : "mt-5"}>
          {p}
        </p>
      ))}
      {content.sections.map((s, i) => (
        <section key={i} className="mt-10">
          <h2 className="font-serif text-2xl font-bold text-stone-900">{s.heading}</h2>
          {s.blocks.map((b, j) =>
            typeof b === "string" ? (
              <p key={j} className="mt-4">
                {b}
              </p>
            ) : b.ordered ? (
              <ol key={j} className="mt-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-orange-800">
                {b.list.map((item, k) => (
                  <li key={k}>{item}</li>
                ))}
              </ol>
            ) : (
              <ul key={j} className="mt-4 list-disc space-y-2 pl-6 marker:text-orange-700">
                {b.list.map((item, k) => (
                  <li key={k}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
    </div>
  );
}
