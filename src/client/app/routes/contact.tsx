// /contact (docs/product.md#a-screens): the form, the direct-email block, how we can help, the 24-hour promise, the
// social buttons that are configured, and the FAQ.
import { Link } from "react-router";
import type { Route } from "./+types/contact";
import { pageMeta } from "../seo.ts";
import { CONTACT_EMAIL, SOCIAL_LINKS } from "../site-links.tsx";
import { SITE_NAME } from "../../../shared/site/name.ts";
import { ContactForm } from "../../features/contact/contact-form.tsx";
import { Section } from "../../ui/section.tsx";

const HELP = [
  ["Recipe questions", "A step that is unclear, a swap for an ingredient you cannot find, or how a dish should taste."],
  ["Technical support", "Something on the site that does not work as it should: tell us the page and what you saw."],
  ["Partnerships", "Collaborations with cooks, producers and food writers."],
  ["Recipe submissions", "A family recipe you would like to share: send it with its story and we will test it."],
  ["Feedback", "What you like, what you miss and what we should cook next."],
] as const;

const FAQ = [
  {
    q: "Do I need an account to save recipes?",
    a: (
      <>
        No: the heart on a recipe saves it in this browser.{" "}
        <Link to="/signin" className="font-medium text-orange-800 underline">
          Sign in
        </Link>{" "}
        to keep your saved recipes and articles on every device.
      </>
    ),
  },
  {
    q: "What is the AI Chef?",
    a: <>The Chat button opens our cooking assistant. It answers from our own recipes and cooking notes and links the recipes it mentions.</>,
  },
  {
    q: "Can I submit my own recipe?",
    a: <>Yes. Send it to us with this form (choose a subject such as "Recipe submission") or by email, and tell us where the dish comes from.</>,
  },
  {
    q: "How do I unsubscribe from a newsletter?",
    a: (
      <>
        Every newsletter email ends with an unsubscribe link: it opens a page where you can leave every newsletter or keep only the ones you want. Your mail
        app's own Unsubscribe button works too. To subscribe again, use the{" "}
        <Link to="/newsletters" className="font-medium text-orange-800 underline">
          newsletter page
        </Link>
        .
      </>
    ),
  },
];

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Contact us",
    description: `Questions about a recipe, a problem with the site or a recipe to share? Write to the ${SITE_NAME} team: most messages get an answer within 24 hours.`,
    path: "/contact",
    jsonLd: [{ "@context": "https://schema.org", "@type": "ContactPage", name: `Contact ${SITE_NAME}` }],
  });

export default function Contact() {
  return (
    <main id="main" className="bg-gradient-to-b from-amber-50 to-white">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h1 className="font-serif text-4xl font-bold text-stone-900">Contact us</h1>
        <p className="mt-3 max-w-2xl text-lg text-stone-700">
          Questions about a recipe, a problem on the site, or a dish you would like to share: write to us and a person from the kitchen answers.
        </p>
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Section id="form-heading" title="Send us a message" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
            <p className="mt-1 text-sm text-stone-600">All fields are required.</p>
            <div className="mt-6">
              <ContactForm />
            </div>
          </Section>
          <div className="flex flex-col gap-6">
            <Section id="email-heading" title="Email us directly" heading="card" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <a href={`mailto:${CONTACT_EMAIL}`} className="mt-2 inline-block break-all font-medium text-orange-800 underline">
                {CONTACT_EMAIL}
              </a>
              <p className="mt-3 text-sm text-stone-700">
                Most inquiries are answered within 24 hours. Urgent issues are prioritized: put <strong>Urgent</strong> in the subject.
              </p>
            </Section>
            <Section id="help-heading" title="How we can help" heading="card" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <ul className="mt-3 space-y-3">
                {HELP.map(([title, text]) => (
                  <li key={title}>
                    <p className="font-semibold text-stone-900">{title}</p>
                    <p className="text-sm text-stone-700">{text}</p>
                  </li>
                ))}
              </ul>
            </Section>
            {SOCIAL_LINKS.length > 0 && (
              <Section id="social-heading" title="Follow us" heading="card" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
                <ul className="mt-3 flex flex-wrap gap-2">
                  {SOCIAL_LINKS.map((s) => (
                    <li key={s.label}>
                      <a
                        href={s.url}
                        rel="noopener noreferrer"
                        target="_blank"
                        className="inline-flex rounded-xl px-4 py-2 text-sm font-semibold text-stone-800 ring-1 ring-stone-300 hover:bg-stone-50"
                      >
                        {s.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </Section>
            )}
          </div>
        </div>
        <Section id="faq-heading" title="Frequently asked questions" className="mt-12">
          <div className="mt-4 divide-y divide-stone-200 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
            {FAQ.map((f) => (
              <details key={f.q} className="group px-5 py-4">
                <summary className="cursor-pointer list-none font-semibold text-stone-900 marker:hidden">
                  <span className="mr-2 inline-block text-orange-700 transition-transform group-open:rotate-90" aria-hidden="true">
                    ›
                  </span>
                  {f.q}
                </summary>
                <p className="mt-2 pl-5 text-stone-700">{f.a}</p>
              </details>
            ))}
          </div>
        </Section>
      </div>
    </main>
  );
}
