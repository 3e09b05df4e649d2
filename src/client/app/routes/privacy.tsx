import type { Route } from "./+types/privacy";
import { pageMeta } from "../seo.ts";
import { SITE_NAME } from "../../../shared/site/name.ts";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    title: "Privacy Policy",
    description: `What ${SITE_NAME} stores about you, which cookies it sets, which services see your data and how to have it deleted.`,
    path: "/privacy",
  });

const UPDATED = "22 November 2026";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="font-serif text-2xl font-bold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

export default function Privacy() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-4xl font-bold text-stone-900">Privacy Policy</h1>
      <p className="mt-2 text-stone-600">Last updated {UPDATED}</p>
      <div className="mt-8 space-y-10 leading-relaxed text-stone-800">
        <Section title="What we store">
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong>Your account</strong>, if you create one: name, email address, username, and your password as a bcrypt hash (we never store or see the
              password itself). If you sign in with Google we store your Google account's email address and name.
            </li>
            <li>
              <strong>Sign-in sessions</strong>: a hash of a random session token, when it was created and last used. Sessions end after 30 days, or after 7
              days unused, and at once when you log out.
            </li>
            <li>
              <strong>Verification codes</strong>: stored only as a hash, valid for 10 minutes and usable once.
            </li>
            <li>
              <strong>Saved recipes and articles, and likes</strong>: which items you saved or liked, and when. Like counts shown on the site are the number of
              people who liked an item.
            </li>
            <li>
              <strong>Newsletter subscriptions</strong>: name, email address, the categories you chose and when you confirmed.
            </li>
            <li>
              <strong>Messages you send us</strong> through the contact form: your name, email address, subject and message.
            </li>
            <li>
              <strong>Abuse protection</strong>: counters of recent sign-in attempts and form submissions per IP address and per account, kept for at most one
              hour after the last attempt.
            </li>
          </ul>
        </Section>
        <Section title="Cookies and your browser's storage">
          <p>
            We set one cookie, and only when you sign in: <code>__Host-session</code>, which keeps you signed in. It is necessary for the account to work,
            cannot be read by scripts and is only sent to this site over HTTPS. There are no advertising or analytics cookies.
          </p>
          <p>
            Your browser's local storage holds, on your device only: the recipes and articles you saved, your likes, your chat history with the cooking
            assistant, and your name and email while you are signed in. Clearing your browser's site data removes them.
          </p>
        </Section>
        <Section title="Email">
          <p>
            We send email only when you ask for it: the code that confirms your address when you sign up, the code that confirms a newsletter subscription, and
            the daily newsletters you chose. Every newsletter has a one-click unsubscribe link. Emails are delivered by SendGrid (Twilio), which processes your
            address for that purpose only.
          </p>
        </Section>
        <Section title="Other services that see your data">
          <ul className="list-disc space-y-2 pl-6">
            <li>
              <strong>Netlify</strong> hosts the site, its functions and its database, and keeps standard request logs.
            </li>
            <li>
              <strong>Spoonacular</strong>, when enabled, receives the text of recipe searches (never who you are) to add its recipes to results.
            </li>
            <li>
              <strong>The AI model provider</strong> (Hugging Face or the endpoint we configure), when enabled, receives the messages you send the cooking
              assistant and the question pages' topics. Without one, the assistant runs on our own server and your messages go nowhere else.
            </li>
            <li>
              <strong>OpenStreetMap's Nominatim and Overpass services</strong> receive the place you search for in the restaurant finder. Our server sends the
              request, so they do not see your IP address. If you use "near me", your browser shares your location with our server for that one search only; it
              is not stored.
            </li>
            <li>
              <strong>Google</strong>, only if you choose "Sign in with Google": Google's sign-in script loads and tells us your verified email and name.
            </li>
          </ul>
        </Section>
        <Section title="Your rights">
          <p>
            You can export your saved items from the saved pages at any time, unsubscribe from newsletters with one click, and ask us to delete your account and
            everything linked to it. We answer such requests within 30 days. We do not sell personal data and do not use it for advertising.
          </p>
        </Section>
      </div>
    </main>
  );
}
