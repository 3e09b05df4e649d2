// Sort, maximum time and course (issue #11) for /all-recipes and /search: three selects, the values in
// the URL (paging.ts: sort=, time=, course=) and sent to GET /api/recipes/search (sort, maxReadyTime, type).
import { COURSE_FILTERS, MAX_TIME_FILTERS, RECIPE_SORTS, RECIPE_SORT_LABELS } from "../../../shared/recipes/filters.ts";
import { FilterSelect } from "./filter-search-input.tsx";
import type { Course, SortAndFilters } from "./paging.ts";

const courseLabel = (c: Course) => (c === "all" ? "All courses" : c.charAt(0).toUpperCase() + c.slice(1));

export function SortAndFilterSelects({
  idPrefix,
  value,
  onChange,
  className = "",
}: {
  idPrefix: string;
  value: SortAndFilters;
  /** One select's new value (the caller merges it with the others). */
  onChange: (patch: Partial<SortAndFilters>) => void;
  className?: string;
}) {
  return (
    <div className={`grid grid-cols-2 gap-3 sm:grid-cols-3 ${className}`}>
      <FilterSelect
        id={`${idPrefix}-sort`}
        label="Sort by"
        value={value.sort}
        options={RECIPE_SORTS.map((s) => ({ value: s, label: `Sort: ${RECIPE_SORT_LABELS[s]}` }))}
        onChange={(sort) => onChange({ sort })}
      />
      <FilterSelect
        id={`${idPrefix}-time`}
        label="Maximum time"
        value={String(value.time)}
        options={[{ value: "0", label: "Any time" }, ...MAX_TIME_FILTERS.map((m) => ({ value: String(m), label: `${m} min or less` }))]}
        onChange={(time) => onChange({ time: Number(time) })}
      />
      <FilterSelect
        id={`${idPrefix}-course`}
        label="Course"
        value={value.course}
        options={COURSE_FILTERS.map((c) => ({ value: c, label: courseLabel(c) }))}
        onChange={(course) => onChange({ course })}
      />
    </div>
  );
}
