import { useState } from "react";
import { useNavigate } from "react-router";

export function HeroSearch() {
  const navigate = useNavigate();
  const [q, setQ] = useState("");
  return (
    <form
      role="search"
      className="mt-8 flex max-w-2xl gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const query = q.trim();
        if (query) navigate(`/search?q=${encodeURIComponent(query)}`);
      }}
    >
      <label htmlFor="hero-search" className="sr-only">
        Search recipes
      </label>
      <input
        id="hero-search"
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder="Search recipes, ingredients, cuisines..."
        autoComplete="off"
        className="min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-4 py-3 text-base shadow-sm outline-none focus:border-orange-600 focus:ring-2 focus:ring-orange-200"
      />
      <button type="submit" className="rounded-xl bg-orange-700 px-5 py-3 font-semibold text-white hover:bg-orange-800">
        Search
      </button>
    </form>
  );
}
