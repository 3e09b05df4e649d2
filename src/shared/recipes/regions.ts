// docs/product.md#b-data: the built-in region map, 7 regions with 3, 6, 21, 18, 12, 11 and 4 countries (75 in all).
// Every country here has at least three catalog recipes (checked by tests/content/catalog.test.ts).
export const REGIONS = [
  { id: "north-america", name: "North America", icon: "🌎", countries: ["United States", "Canada", "Mexico"] },
  {
    id: "south-america",
    name: "South America",
    icon: "🌎",
    countries: ["Brazil", "Argentina", "Peru", "Colombia", "Chile", "Venezuela"],
  },
  {
    id: "europe",
    name: "Europe",
    icon: "🌍",
    countries: [
      "Italy",
      "France",
      "Spain",
      "Germany",
      "United Kingdom",
      "Greece",
      "Portugal",
      "Ireland",
      "Netherlands",
      "Belgium",
      "Switzerland",
      "Austria",
      "Poland",
      "Hungary",
      "Sweden",
      "Norway",
      "Denmark",
      "Finland",
      "Russia",
      "Ukraine",
      "Czech Republic",
    ],
  },
  {
    id: "asia",
    name: "Asia",
    icon: "🌏",
    countries: [
      "India",
      "China",
      "Japan",
      "South Korea",
      "Thailand",
      "Vietnam",
      "Indonesia",
      "Malaysia",
      "Philippines",
      "Singapore",
      "Sri Lanka",
      "Pakistan",
      "Bangladesh",
      "Nepal",
      "Myanmar",
      "Cambodia",
      "Mongolia",
      "Uzbekistan",
    ],
  },
  {
    id: "middle-east",
    name: "Middle East",
    icon: "🕌",
    countries: ["Turkey", "Lebanon", "Iran", "Israel", "Syria", "Jordan", "Iraq", "Saudi Arabia", "United Arab Emirates", "Yemen", "Oman", "Kuwait"],
  },
  {
    id: "africa",
    name: "Africa",
    icon: "🌍",
    countries: ["Morocco", "Egypt", "Ethiopia", "Nigeria", "South Africa", "Kenya", "Ghana", "Senegal", "Tunisia", "Algeria", "Tanzania"],
  },
  { id: "oceania", name: "Oceania", icon: "🌏", countries: ["Australia", "New Zealand", "Fiji", "Samoa"] },
] as const;

export type RegionName = (typeof REGIONS)[number]["name"];
export const REGION_NAMES = REGIONS.map((r) => r.name) as RegionName[];
export const ALL_COUNTRIES: string[] = REGIONS.flatMap((r) => [...r.countries]);

export function regionOfCountry(country: string): RegionName | undefined {
  const lower = country.toLowerCase();
  return REGIONS.find((r) => r.countries.some((c) => c.toLowerCase() === lower))?.name;
}
