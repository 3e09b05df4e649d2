// What /plan and /shopping-list show until hydrated. Their week depends on today's date and the reader's
// locale: the prerendered page (and the render that hydrates it) shows the heading alone, so the HTML never
// disagrees with the browser's first render. Both renders are at least a screen high: the footer stays below
// the fold when the week appears (issue 26: it jumped, a layout shift of 0.54 on a phone).
export function WeekPlaceholder({ title, text, width }: { title: string; text: string; width: "max-w-3xl" | "max-w-5xl" }) {
  return (
    <main id="main" className={`mx-auto min-h-screen ${width} px-4 py-8 sm:px-6`}>
      <h1 className="font-serif text-3xl font-bold text-stone-900">{title}</h1>
      <p className="mt-6">{text}</p>
    </main>
  );
}
