// /question/{slug} (docs/product.md#b-screens): the 20 card questions are prerendered with their answers, meta tags and
// JSON-LD; any other slug asks GET /api/questions/{slug} ('Generating AI Answer...' meanwhile).
import { data, isRouteErrorResponse, useRevalidator } from "react-router";
import type { Route } from "./+types/question";
import { questionPageData } from "../../../build/questions.server.ts";
import { isQuestionSlug, questionPath, type QuestionAnswer } from "../../../shared/questions/types.ts";
import { QUESTION_NOT_FOUND, fetchQuestion } from "../../features/questions/api.ts";
import { QuestionLoading, QuestionNotFound, QuestionView } from "../../features/questions/question-view.tsx";
import { openChat } from "../../features/chat/chat-store.ts";
import { Breadcrumbs, breadcrumbJsonLd } from "../../ui/breadcrumbs.tsx";
import { ArticleActions } from "../shell/recipe-actions.tsx";
import { SITE_URL, pageMeta } from "../seo.ts";
import { sitePublisher } from "../../features/articles/article-meta.ts";
import { ogImageFor } from "../../../shared/site/og-image.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";

const notFound = () => data({ message: QUESTION_NOT_FOUND }, { status: 404 });
const crumbs = (a: QuestionAnswer) => [
  { name: "Home", url: "/" },
  { name: "Articles", url: "/articles" },
  { name: a.title, url: questionPath(a.slug) },
];

export async function loader({ params }: Route.LoaderArgs): Promise<QuestionAnswer> {
  const answer = isQuestionSlug(params.slug ?? "") ? await questionPageData(params.slug!) : null;
  if (!answer) throw notFound();
  return answer;
}

export async function clientLoader({ params, serverLoader, request }: Route.ClientLoaderArgs): Promise<QuestionAnswer> {
  if (!isQuestionSlug(params.slug ?? "")) throw notFound();
  // The API answers every slug (prerendered or not), so a client navigation never asks for the data
  // file of a page that was not prerendered (a 404); the prerendered data is the fallback when the API
  // cannot be reached.
  let answer: QuestionAnswer | null;
  try {
    answer = await fetchQuestion(params.slug!, request.signal);
  } catch (err) {
    if (request.signal.aborted) throw err;
    return await serverLoader();
  }
  if (!answer) throw notFound();
  return answer;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const a = loaderData;
  if (!a || !a.known) return [{ title: `Question not found | ${SITE_NAME}` }, { name: "robots", content: "noindex" }];
  const description = a.known ? (a.sections[0]?.paragraphs[0] ?? a.sections[0]?.list?.[0] ?? a.title) : `${a.title}: we have no answer on this yet.`;
  return [
    ...pageMeta({
      title: a.title,
      description,
      path: questionPath(a.slug),
      image: ogImageFor(a.images[0], true),
      type: "article",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: a.title,
          description,
          image: a.images.map((src) => new URL(src, SITE_URL).toString()),
          datePublished: a.published,
          dateModified: a.lastUpdated,
          articleSection: a.category,
          keywords: a.tags.join(", "),
          author: { "@type": "Organization", name: SITE_NAME },
          publisher: sitePublisher(SITE_NAME, SITE_URL),
          mainEntityOfPage: new URL(questionPath(a.slug), SITE_URL).toString(),
        },
        breadcrumbJsonLd(crumbs(a), SITE_URL),
      ],
    }),
  ];
};

export function HydrateFallback() {
  return <QuestionLoading />;
}

export default function Question({ loaderData: a }: Route.ComponentProps) {
  return (
    <QuestionView
      key={a.slug}
      answer={a}
      breadcrumbs={<Breadcrumbs items={crumbs(a)} />}
      actions={
        a.known && (
          <ArticleActions
            article={{ id: `question-${a.slug}`, title: a.title, image: a.images[0], summary: a.sections[0]?.paragraphs[0], url: questionPath(a.slug) }}
            variant="detail"
          />
        )
      }
      askAssistant={
        <button
          type="button"
          onClick={openChat}
          className="rounded-lg border border-orange-300 bg-white px-4 py-2 font-semibold text-orange-900 hover:bg-orange-50"
        >
          Ask the cooking assistant
        </button>
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const revalidator = useRevalidator();
  if (isRouteErrorResponse(error) && error.status === 404) return <QuestionNotFound message={QUESTION_NOT_FOUND} />;
  if (typeof window !== "undefined") console.error("[question]", error);
  return <QuestionNotFound message="The answer could not be loaded. Please try again." onRetry={() => void revalidator.revalidate()} />;
}
