const bar = "animate-pulse rounded bg-stone-200";

/** The recipe page's shape while it loads (docs/product.md#a-screens "Loading skeleton"), sized like the page to avoid a shift. */
export function RecipeSkeleton() {
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6" aria-busy="true">
      <p className="sr-only" role="status">
        Loading recipe…
      </p>
      <div aria-hidden="true">
        <div className={`${bar} h-4 w-48`} />
        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start">
          <div className={`${bar} aspect-[20/13] w-full rounded-2xl`} />
          <div>
            <div className={`${bar} h-4 w-32`} />
            <div className={`${bar} mt-4 h-10 w-4/5`} />
            <div className={`${bar} mt-3 h-10 w-3/5`} />
            <div className="mt-5 flex gap-2">
              <div className={`${bar} h-7 w-20 rounded-full`} />
              <div className={`${bar} h-7 w-24 rounded-full`} />
            </div>
            <div className="mt-6 space-y-2">
              <div className={`${bar} h-4 w-full bg-stone-100`} />
              <div className={`${bar} h-4 w-full bg-stone-100`} />
              <div className={`${bar} h-4 w-2/3 bg-stone-100`} />
            </div>
            <div className="mt-6 flex gap-3">
              <div className={`${bar} h-11 w-36 rounded-lg`} />
              <div className={`${bar} h-11 w-24 rounded-lg`} />
            </div>
          </div>
        </div>
        <div className={`${bar} mt-8 h-20 w-full rounded-2xl bg-stone-100`} />
        <div className="mt-12 grid gap-10 lg:grid-cols-[22rem_minmax(0,1fr)]">
          <div className="space-y-3">
            <div className={`${bar} h-7 w-40`} />
            {Array.from({ length: 8 }, (_, i) => (
              <div key={i} className={`${bar} h-6 w-full bg-stone-100`} />
            ))}
          </div>
          <div className="space-y-6">
            <div className={`${bar} h-7 w-48`} />
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i} className="flex gap-4">
                <div className={`${bar} size-9 shrink-0 rounded-full`} />
                <div className="flex-1 space-y-2">
                  <div className={`${bar} h-4 w-full bg-stone-100`} />
                  <div className={`${bar} h-4 w-5/6 bg-stone-100`} />
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
    </main>
  );
}
