import { useState } from "react";
import { useNavigate } from "react-router";
import { SearchBox } from "../../features/recipes/search-box.tsx";

/** The home hero's search box with the suggestion dropdown (docs/product.md#a-screens); submitting goes to /search?q=. */
export function HeroSearch() {
  const navigate = useNavigate();
  const [q, setQ] = useState("");
  return (
    <SearchBox
      inputId="hero-search"
      label="Search recipes"
      value={q}
      onChange={setQ}
      onSearch={(query) => navigate(`/search?q=${encodeURIComponent(query)}`)}
      size="hero"
      className="mt-8 max-w-2xl"
    />
  );
}
