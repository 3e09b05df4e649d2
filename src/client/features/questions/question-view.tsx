// The question answer screen of docs/product.md#b-screens: title, read-time, category and source badges, last update,
// four pictures, the answer in sections, tags, Share / Save / Related Articles, six related questions
// and 'Ask another question...'. A topic the site does not know says so and points elsewhere.
import { memo, type ReactNode } from "react";
import { Link } from "react-router";
import { questionPath, type QuestionAnswer } from "../../../shared/questions/types.ts";
import { AskBox } from "./ask-box.tsx";
import { Section } from "../../ui/section.tsx";
import { NotFoundScreen } from "../../ui/not-found-screen.tsx";
import { usLongDateOfIso } from "../../../shared/common/us-format.ts";
import { NotHydrated } from "../../ui/hydrate-when-near.tsx";

const badge = "rounded-full px-3 py-1 text-xs font-semibold ring-1";

// The answer, its tags and the related links are text and links: React leaves their prerendered HTML as it
// is (docs/decisions/0018-hydration-budget.md), and hydrates a block when it is touched, so a link still
// opens in the app. Memoised on the answer: another question's page renders them anew.
const AnswerBody = memo(function AnswerBody({ answer }: { answer: QuestionAnswer }) {
  return (
    <NotHydrated>
      <article className="mt-10 space-y-10" data-testid="answer-body">
        {answer.sections.map((s, i) => (
          <Section key={`${i}-${s.heading}`} id={`section-${i}`} title={s.heading}>
            {(s.blocks ?? [...s.paragraphs, ...(s.list ? [{ list: s.list }] : [])]).map((b, j) =>
              typeof b === "string" ? (
                <p key={j} className="mt-3 leading-relaxed text-stone-800">
                  {b}
                </p>
              ) : (
                <ul key={j} className="mt-3 list-disc space-y-1.5 pl-6 text-stone-800">
                  {b.list.map((item, k) => (
                    <li key={k}>{item}</li>
                  ))}
                </ul>
              ),
            )}
          </Section>
        ))}
        {answer.recipes.length > 0 && (
          <Section id="answer-recipes" title="Recipes to try">
            <p className="mt-2 text-stone-700">Tested recipes from our collection, each with step-by-step instructions.</p>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {answer.recipes.map((r) => (
                <li key={r.id}>
                  <Link to={r.url} className="flex h-full items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-stone-200 hover:ring-orange-300">
                    <img src={r.image} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-lg bg-stone-100 object-cover" />
                    <span>
                      <span className="block font-semibold text-stone-900">{r.title}</span>
                      <span className="text-sm text-stone-600">
                        {r.minutes} min{r.protein ? ` · ${r.protein} g protein a serving` : ""}
                      </span>
                      <span className="mt-1 block text-sm text-stone-700">{r.summary}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </Section>
        )}
      </article>
    </NotHydrated>
  );
});

const Further = memo(function Further({ answer }: { answer: QuestionAnswer }) {
  return (
    <NotHydrated>
      {answer.tags.length > 0 && (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
          {answer.tags.map((t) => (
            <li key={t} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-700">
              #{t}
            </li>
          ))}
        </ul>
      )}

      <section id="related-articles" aria-labelledby="related-articles-heading" className="mt-12 scroll-mt-24 border-t border-stone-200 pt-8">
        <h2 id="related-articles-heading" className="font-serif text-2xl font-bold text-stone-900">
          Related Articles
        </h2>
        {answer.articles.length > 0 ? (
          <ul className="mt-4 space-y-2">
            {answer.articles.map((a) => (
              <li key={a.url}>
                <Link to={a.url} className="font-medium text-orange-800 underline underline-offset-2 hover:text-orange-900">
                  {a.title}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-stone-700">
            No article covers this question yet.{" "}
            <Link to="/articles" className="font-medium text-orange-800 underline">
              Browse all articles
            </Link>
            .
          </p>
        )}
      </section>

      <Section id="related-questions" title="Related Questions" className="mt-12">
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="related-questions">
          {answer.relatedQuestions.map((q) => (
            <li key={q.slug}>
              <Link
                to={questionPath(q.slug)}
                className="block h-full rounded-xl bg-white p-4 font-medium text-stone-900 ring-1 ring-stone-200 hover:ring-orange-300"
              >
                {q.question}
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </NotHydrated>
  );
});

export function QuestionView({
  answer,
  breadcrumbs,
  actions,
  askAssistant,
}: {
  answer: QuestionAnswer;
  breadcrumbs: ReactNode;
  actions: ReactNode;
  askAssistant: ReactNode;
}) {
  const ai = answer.source === "AI Expert Chat";
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      {breadcrumbs}
      {!answer.known ? (
        // A topic the site has no answer for is a 404 page (docs/decisions/0018-hydration-budget.md): no
        // badges, date, pictures or Like/Save/Share for a page that has nothing to keep.
        <h1 className="mt-6 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-5xl">Question not found</h1>
      ) : (
        <header className="mt-6">
          <div className="flex flex-wrap gap-2">
            <span data-testid="read-time" className={`${badge} bg-stone-50 text-stone-800 ring-stone-200`}>
              {answer.readTime} min read
            </span>
            <span data-testid="category" className={`${badge} bg-orange-50 text-orange-900 ring-orange-200`}>
              {answer.category}
            </span>
            <span
              data-testid="source"
              className={`${badge} ${ai ? "bg-violet-50 text-violet-900 ring-violet-200" : "bg-emerald-50 text-emerald-900 ring-emerald-200"}`}
            >
              {answer.source}
            </span>
          </div>
          <h1 className="mt-4 font-serif text-3xl font-bold leading-tight text-stone-900 sm:text-5xl">{answer.title}</h1>
          <p className="mt-3 text-sm text-stone-600">
            Last updated <time dateTime={answer.lastUpdated}>{usLongDateOfIso(answer.lastUpdated)}</time>
            {ai ? " · Written by an AI model from our recipes and articles; check important details." : " · From our recipes, articles and kitchen notes."}
          </p>
          <div className="mt-5 flex flex-wrap items-center gap-2">
            {actions}
            <a href="#related-articles" className="rounded-lg border border-stone-300 px-4 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-50">
              Related Articles
            </a>
          </div>
        </header>
      )}

      {answer.known && answer.images.length > 0 && (
        <div className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="answer-images">
          {answer.images.map((src, i) => (
            <img
              key={src}
              src={src}
              alt=""
              loading={i < 2 ? "eager" : "lazy"}
              width={400}
              height={300}
              className="aspect-[4/3] w-full rounded-xl bg-stone-100 object-cover ring-1 ring-stone-200"
            />
          ))}
        </div>
      )}

      {!answer.known ? (
        <section className="mt-10 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200" data-testid="unknown-topic">
          <h2 className="font-serif text-2xl font-bold text-stone-900">We don't have an answer to this yet</h2>
          <p className="mt-3 text-stone-800">
            Nothing in our recipes, articles or kitchen notes covers "{answer.title}", and we would rather say so than fill the page with guesses.
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link
              to={`/search?q=${encodeURIComponent(answer.title)}`}
              className="rounded-lg bg-orange-700 px-4 py-2 font-semibold text-white hover:bg-orange-800"
            >
              Search our recipes
            </Link>
            {askAssistant}
            <Link to="/articles" className="rounded-lg border border-stone-300 bg-white px-4 py-2 font-semibold text-stone-800 hover:bg-stone-50">
              Browse articles
            </Link>
          </div>
        </section>
      ) : (
        <AnswerBody answer={answer} />
      )}

      <Further answer={answer} />

      <section aria-label="Ask a question" className="mt-12 rounded-2xl bg-stone-50 p-5 ring-1 ring-stone-200">
        <AskBox />
      </section>
    </main>
  );
}

export function QuestionLoading() {
  // A screen high, so the footer starts below the fold and the answer arriving moves nothing in view
  // (issue 26: the footer's jump was a layout shift of 0.33 on a phone).
  return (
    <main id="main" className="mx-auto min-h-screen max-w-4xl px-4 py-16 text-center sm:px-6" aria-busy="true">
      <div className="mx-auto size-10 animate-spin rounded-full border-4 border-orange-200 border-t-orange-700" aria-hidden="true" />
      <p className="mt-4 text-lg font-semibold text-stone-800" role="status">
        Generating AI Answer...
      </p>
    </main>
  );
}

export function QuestionNotFound({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return <NotFoundScreen title="Question not found" message={message} back={{ to: "/articles", label: "Back to Articles" }} onRetry={onRetry} />;
}
