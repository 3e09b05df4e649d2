// Part 2 §9: a list of 47 dishes rotates by day for the cooking tip and the featured technique.
// Each entry is a real kitchen tip (time-saving or make-ahead) and a technique the dish depends on.

export type CookingTip = { dish: string; tip: string; technique: { name: string; how: string } };

export const COOKING_TIPS: CookingTip[] = [
  {
    dish: "Dal Tadka",
    tip: "Soak toor dal for 30 minutes and pressure-cook it with turmeric, salt and a drop of oil for 3 whistles: soft dal in 15 minutes with no froth boiling over.",
    technique: { name: "Tadka (tempering)", how: "Heat ghee until it shimmers, add cumin and let it crackle and darken one shade, then garlic and dried chillies; pour the sizzling fat over the dal at once so the aromas stay in." },
  },
  {
    dish: "Chicken Biryani",
    tip: "Marinate the chicken the night before; the yogurt tenderises it and the next day the biryani is mostly assembly.",
    technique: { name: "Dum cooking", how: "Layer par-boiled rice (about 70% done) over the meat, seal the lid with dough or foil and cook on the lowest heat, over a flat griddle, for 20-25 minutes so steam finishes both." },
  },
  {
    dish: "Butter Chicken",
    tip: "Grill a double batch of tikka and freeze half; butter chicken then takes the 20 minutes the makhani sauce needs.",
    technique: { name: "Finishing with kasuri methi", how: "Crush dried fenugreek leaves between your palms over the sauce in the last two minutes; the heat of your hands and the sauce releases their sweet, savoury aroma." },
  },
  {
    dish: "Palak Paneer",
    tip: "Blanch and purée spinach in bulk and freeze it flat in bags; it thaws in minutes and keeps its colour.",
    technique: { name: "Blanch and shock", how: "Boil the leaves for 1-2 minutes only, then plunge them into iced water; the cold stops the cooking and keeps the chlorophyll bright green." },
  },
  {
    dish: "Chole",
    tip: "Cook soaked chickpeas in a big batch and freeze them in their cooking water; they are ready for chole, salads or hummus.",
    technique: { name: "Bhuna", how: "Fry the onion, ginger, garlic and tomato masala over medium heat, stirring, until the oil separates at the edges; only then add the chickpeas. Under-fried masala tastes raw." },
  },
  {
    dish: "Masala Dosa",
    tip: "Keep fermented batter in the fridge for up to four days; bring a bowl to room temperature for 20 minutes before cooking.",
    technique: { name: "Spreading a dosa", how: "Sprinkle water on the hot griddle: it should sizzle away at once. Pour a ladle of batter in the centre and spiral outward with the back of the ladle in one light, continuous motion." },
  },
  {
    dish: "Idli",
    tip: "Grind the urad dal with ice-cold water; the batter stays cool, traps more air and ferments into lighter idlis.",
    technique: { name: "Steaming", how: "Bring the water to a full boil before the moulds go in, steam 10-12 minutes without lifting the lid, then rest 5 minutes so the idlis release cleanly." },
  },
  {
    dish: "Sambar",
    tip: "Roast and grind a month's sambar powder at once and store it airtight; a weekday sambar then needs only dal, tamarind and vegetables.",
    technique: { name: "Dry-roasting spices", how: "Roast each spice separately in a dry pan (fenugreek and chana dal take longer than cumin) until fragrant and a shade darker, then cool completely before grinding." },
  },
  {
    dish: "Rogan Josh",
    tip: "Rogan josh tastes better the next day: cook it a day ahead and reheat gently.",
    technique: { name: "Browning in batches", how: "Sear the mutton in a single layer with space around each piece; a crowded pan steams the meat grey instead of browning it." },
  },
  {
    dish: "Aloo Paratha",
    tip: "Boil the potatoes the evening before and chill them; cold, dry potatoes mash into a filling that does not tear the dough.",
    technique: { name: "Stuffing and rolling", how: "Cup the dough, fill it, pleat it closed and press it flat; roll gently from the centre out with a little dry flour, turning the paratha a quarter turn now and then." },
  },
  {
    dish: "Poha",
    tip: "Rinse thick poha in a sieve for ten seconds instead of soaking it, and let it rest while the tempering cooks: no mush, breakfast in 15 minutes.",
    technique: { name: "Rinse, don't soak", how: "Flattened rice absorbs water fast; a short rinse and 5 minutes of rest soften it evenly while it keeps its shape." },
  },
  {
    dish: "Rava Upma",
    tip: "Dry-roast a big batch of semolina until it smells nutty and store it; upma then takes ten minutes.",
    technique: { name: "Adding semolina to boiling water", how: "Pour the roasted rava into the seasoned boiling water in a thin stream with one hand while stirring with the other; no lumps form." },
  },
  {
    dish: "Rajma",
    tip: "Soak kidney beans overnight and pressure-cook them in bulk; freeze in portions with their cooking liquid.",
    technique: { name: "Boiling kidney beans hard", how: "Boil soaked beans vigorously for at least 10 minutes (a pressure cooker does this); raw or slow-cooked kidney beans keep a toxin that only proper boiling destroys." },
  },
  {
    dish: "Paneer Tikka",
    tip: "Marinate the paneer and vegetables in the morning; by dinner they only need ten minutes under a hot grill.",
    technique: { name: "Hung-curd marinade", how: "Strain yogurt in a cloth for an hour; the thick curd clings to the paneer and chars instead of dripping off." },
  },
  {
    dish: "Gulab Jamun",
    tip: "Make the sugar syrup first and keep it warm; the jamuns go straight from the oil into it.",
    technique: { name: "Frying on low heat", how: "Fry the dough balls in oil that is only just hot, moving them gently, so they brown slowly and cook through to the centre before the outside darkens." },
  },
  {
    dish: "Rice Kheer",
    tip: "Soak the rice for 30 minutes before it goes into the milk; it softens faster and the kheer thickens sooner.",
    technique: { name: "Reducing milk", how: "Use a heavy-bottomed pan, keep the milk at a lively simmer and scrape the bottom and sides as you stir; the skin and solids that form there are what make it rich." },
  },
  {
    dish: "Kerala Fish Curry",
    tip: "The curry base keeps for two days in the fridge; reheat it and poach the fish in it for eight minutes.",
    technique: { name: "Souring with kudampuli", how: "Soak pieces of kudampuli (Malabar tamarind) in warm water and add them with the liquid; it gives a smoky sourness and keeps the curry good for days." },
  },
  {
    dish: "Pav Bhaji",
    tip: "Pressure-cook all the vegetables together for 2 whistles and mash them straight on the pan with butter.",
    technique: { name: "Mashing on the pan", how: "Mash the cooked vegetables into the buttery masala with a potato masher while it cooks; the bhaji becomes smooth and absorbs the spices." },
  },
  {
    dish: "Vegetable Pulao",
    tip: "Rinse and soak basmati while you chop the vegetables; soaked rice cooks in 12 minutes and the grains stay long.",
    technique: { name: "The absorption method", how: "Use about 1.5 cups of water per cup of soaked basmati, bring to a boil, cover and cook on low until absorbed, then rest 10 minutes off the heat before fluffing." },
  },
  {
    dish: "Moong Dal Khichdi",
    tip: "Khichdi cooks in one pressure cooker in 15 minutes: rinse rice and dal together, no soaking needed.",
    technique: { name: "Cooking rice and dal together", how: "Use four to five parts water to one part rice and dal for a soft, spoonable khichdi; stir in ghee and a tempering at the end." },
  },
  {
    dish: "Spaghetti alla Carbonara",
    tip: "Whisk the eggs and grated cheese in the serving bowl while the pasta boils; the sauce is made when the pasta is.",
    technique: { name: "Emulsifying off the heat", how: "Toss the hot pasta with the egg mixture away from the flame, adding pasta water a spoon at a time; the starch and gentle heat make a glossy sauce, not scrambled egg." },
  },
  {
    dish: "Risotto",
    tip: "Par-cook risotto for 12 minutes, spread it on a tray and chill; finish it with hot stock in 6 minutes at dinner time.",
    technique: { name: "Tostatura and mantecatura", how: "Toast the rice in fat until the grains turn translucent at the edges before adding liquid; at the end beat in cold butter and cheese off the heat for a creamy finish." },
  },
  {
    dish: "Minestrone",
    tip: "Save Parmesan rinds in the freezer and drop one into the pot; it seasons the soup while it simmers.",
    technique: { name: "Building a soffritto", how: "Sweat finely chopped onion, carrot and celery slowly in olive oil for 10 minutes until soft and sweet before any liquid goes in." },
  },
  {
    dish: "Margherita Pizza",
    tip: "Make the dough up to three days ahead and keep it in the fridge; it gets easier to stretch and tastes better.",
    technique: { name: "Cold fermentation", how: "A slow rise in the fridge (24-72 hours) with a small amount of yeast develops flavour and a blistered crust; let the dough balls warm up for an hour before shaping." },
  },
  {
    dish: "Pad Thai",
    tip: "Soak the rice noodles in warm (not boiling) water while you prep; they finish cooking in the wok.",
    technique: { name: "Stir-frying in batches", how: "Cook one or two portions at a time on high heat; a crowded wok cools down and the noodles turn soggy instead of slightly charred." },
  },
  {
    dish: "Thai Green Curry",
    tip: "Freeze leftover curry paste in an ice-cube tray: one cube per two servings.",
    technique: { name: "Cracking the coconut cream", how: "Fry the curry paste in the thick cream from the top of the can until the fat separates and the paste smells toasted, then add the thinner milk." },
  },
  {
    dish: "Tom Yum",
    tip: "Bruise the lemongrass and galangal and tear the lime leaves while the stock heats; the soup is ready in 15 minutes.",
    technique: { name: "Adding lime juice off the heat", how: "Stir in lime juice after the pot leaves the heat; boiling turns it bitter and dulls its freshness." },
  },
  {
    dish: "Egg Fried Rice",
    tip: "Cook extra rice the day before: cold, dry rice fries into separate grains.",
    technique: { name: "Wok heat", how: "Heat the wok until it smokes, add oil, then the rice in a thin layer; let it sit a few seconds between tosses so it toasts." },
  },
  {
    dish: "Shoyu Ramen",
    tip: "Marinate soft-boiled eggs in soy, mirin and water for a day or two; they keep for four days.",
    technique: { name: "Jammy eggs", how: "Lower cold eggs into boiling water for 6.5 minutes, then straight into iced water; peel under water." },
  },
  {
    dish: "Tacos al Pastor",
    tip: "Marinate the pork overnight in the chilli-pineapple adobo; next day it cooks in 10 minutes in a hot pan.",
    technique: { name: "Warming corn tortillas", how: "Heat each tortilla on a dry, hot pan for 30 seconds a side until it puffs slightly, then stack them in a towel to steam and stay soft." },
  },
  {
    dish: "Guacamole",
    tip: "Press cling film onto the surface of guacamole made ahead; without air it stays green for hours.",
    technique: { name: "Crushing, not puréeing", how: "Mash avocados with a fork or molcajete and leave some chunks; salt and lime go in first so they season every bite." },
  },
  {
    dish: "Shakshuka",
    tip: "The pepper and tomato sauce freezes well; thaw a portion, make wells and crack in the eggs for a 10-minute meal.",
    technique: { name: "Poaching eggs in sauce", how: "Make wells in the simmering sauce, crack an egg into each, cover and cook on low 5-8 minutes until the whites set and the yolks stay runny." },
  },
  {
    dish: "Hummus",
    tip: "Simmer canned chickpeas for 20 minutes with a pinch of baking soda; their skins slip off and the hummus turns silky without peeling.",
    technique: { name: "Whipping with ice water", how: "Blend tahini and lemon first, then the chickpeas, and add ice-cold water a spoon at a time while blending until light and smooth." },
  },
  {
    dish: "Falafel",
    tip: "Shape the mix into balls and freeze them on a tray; fry straight from frozen for a few extra minutes.",
    technique: { name: "Using soaked, uncooked chickpeas", how: "Grind dried chickpeas soaked overnight, never cooked ones; raw chickpea starch holds the falafel together and fries crisp." },
  },
  {
    dish: "Greek Salad",
    tip: "Salt the cut tomatoes and cucumber 10 minutes before dressing; the juices they release become part of the dressing.",
    technique: { name: "Salting vegetables", how: "Salt draws out water and concentrates flavour; drain the excess or whisk it with the oil and vinegar." },
  },
  {
    dish: "Beef Stew",
    tip: "Stews improve overnight: cook on Sunday, lift off the set fat on Monday and reheat.",
    technique: { name: "Deglazing", how: "After browning the meat, pour wine or stock into the hot pan and scrape up the browned bits stuck to the bottom; they carry much of the stew's flavour." },
  },
  {
    dish: "French Onion Soup",
    tip: "Caramelise a big batch of onions and freeze them flat; a pinch of baking soda speeds browning.",
    technique: { name: "Caramelising onions", how: "Cook sliced onions slowly in butter for 45 minutes or more, stirring often and adding a splash of water when the pan browns, until deep golden and jammy." },
  },
  {
    dish: "Ratatouille",
    tip: "Ratatouille is better the next day and keeps four days in the fridge; serve it warm or at room temperature.",
    technique: { name: "Cooking vegetables separately", how: "Fry the aubergine, courgette and peppers in separate batches until each is just tender, then combine with the tomato sauce; each keeps its own texture." },
  },
  {
    dish: "Paella",
    tip: "Make the sofrito and stock ahead; on the day the paella needs only about 20 minutes of cooking.",
    technique: { name: "Socarrat", how: "Do not stir once the rice is in; in the last minutes raise the heat until you hear crackling, so a toasted crust forms on the bottom." },
  },
  {
    dish: "Chicken Tagine",
    tip: "Preserve lemons once (quartered, packed in salt and their own juice for a month) and they last a year.",
    technique: { name: "Slow braising under a cone", how: "Cook on low heat with little liquid; the tagine's lid returns condensation to the pot, so the meat braises in its own juices." },
  },
  {
    dish: "Jollof Rice",
    tip: "Blend and fry the tomato-pepper base in bulk and freeze it; jollof is then half made.",
    technique: { name: "Frying the base until it darkens", how: "Fry the blended peppers, tomatoes and tomato paste in oil until the raw taste is gone and the colour turns a deep brick red before the rice goes in." },
  },
  {
    dish: "Pho Bo",
    tip: "Make the broth in bulk and freeze it in portions; a bowl then takes as long as the noodles.",
    technique: { name: "Charring aromatics", how: "Blacken onion and ginger over a flame or under the grill before they go into the broth; the char adds sweetness and depth." },
  },
  {
    dish: "Bibimbap",
    tip: "Prepare the vegetable toppings (namul) a day ahead; they keep three days and are served at room temperature anyway.",
    technique: { name: "A crisp rice crust", how: "Press rice into a hot, oiled stone or cast-iron bowl and leave it undisturbed for a few minutes until the bottom turns golden and crunchy." },
  },
  {
    dish: "Fluffy Pancakes",
    tip: "Mix the dry ingredients the night before; in the morning whisk in the wet ones and cook.",
    technique: { name: "Resting the batter", how: "Stir only until just combined (lumps are fine) and rest 10 minutes; the flour hydrates and the raising agent starts working, giving taller pancakes." },
  },
  {
    dish: "Banana Bread",
    tip: "Freeze overripe bananas in their skins; thawed, they are soft and sweet, just right for banana bread.",
    technique: { name: "The muffin method", how: "Whisk wet and dry ingredients in separate bowls and fold them together briefly; over-mixing develops gluten and makes the loaf tough." },
  },
  {
    dish: "Chocolate Chip Cookies",
    tip: "Scoop the dough into balls and freeze them; bake as many as you want straight from frozen, adding two minutes.",
    technique: { name: "Resting the dough", how: "Chill the dough for 24 hours; the flour hydrates and the sugars dissolve, so the cookies bake thicker, chewier and more caramel-flavoured." },
  },
  {
    dish: "Roast Chicken",
    tip: "Dry-brine the chicken with salt the day before and leave it uncovered in the fridge; it seasons through and the skin crisps.",
    technique: { name: "Resting the meat", how: "Let the roast chicken rest 10-15 minutes before carving so the juices settle back into the meat instead of running onto the board." },
  },
];

export type Spice = { name: string; notes: string; usedIn: string };

/** Spice of the week: rotates by week of the year. */
export const SPICES: Spice[] = [
  { name: "Cumin (jeera)", notes: "Warm and earthy. Whole seeds go into hot fat first for tadka; roasted and ground, they finish raitas and chaats.", usedIn: "dal, jeera rice, raita" },
  { name: "Coriander seed", notes: "Citrusy and mild; the backbone of most Indian spice blends. Roast lightly before grinding.", usedIn: "sambar powder, curries, pickles" },
  { name: "Turmeric (haldi)", notes: "Earthy and slightly bitter; a little colours and seasons a whole pot. Cook it in fat for a minute to remove its raw taste.", usedIn: "dal, sabzi, golden milk" },
  { name: "Black mustard seed (rai)", notes: "Pungent once popped in hot oil; wait for the crackle before adding anything else.", usedIn: "South Indian tempering, pickles, Bengali fish" },
  { name: "Green cardamom (elaichi)", notes: "Floral and sweet; crush the pods lightly before adding, or grind the seeds for desserts.", usedIn: "biryani, kheer, masala chai" },
  { name: "Cloves (laung)", notes: "Intense and numbing; two or three are enough for a pot of rice.", usedIn: "pulao, garam masala, mulled drinks" },
  { name: "Cinnamon and cassia (dalchini)", notes: "Sweet warmth; Indian cooks mostly use cassia bark, which is stronger and woodier than Ceylon cinnamon.", usedIn: "biryani, korma, baking" },
  { name: "Fenugreek (methi)", notes: "The seeds are bitter until roasted; the dried leaves (kasuri methi) add a sweet, savoury finish.", usedIn: "sambar, pickles, butter chicken" },
  { name: "Asafoetida (hing)", notes: "Sulphurous raw, onion-garlic savoury once fried; use a pinch in hot oil.", usedIn: "dal, sambar, Jain cooking" },
  { name: "Kashmiri chilli", notes: "Deep red colour with gentle heat; soak whole chillies for pastes or use the powder for colour.", usedIn: "rogan josh, tandoori marinades, vindaloo" },
  { name: "Black pepper", notes: "India's original heat, native to Kerala; grind it fresh, because its aroma fades fast.", usedIn: "rasam, pepper chicken, cacio e pepe" },
  { name: "Fennel seed (saunf)", notes: "Sweet and anise-like; good in meat dishes and as an after-meal digestive.", usedIn: "Kashmiri dishes, panch phoron, sausages" },
  { name: "Nigella (kalonji)", notes: "Oniony and slightly bitter little black seeds; toast them briefly.", usedIn: "naan, Bengali panch phoron, pickles" },
  { name: "Carom (ajwain)", notes: "Thyme-like and strong; rub the seeds between your palms before adding, and use sparingly.", usedIn: "parathas, pakoras, fried fish" },
  { name: "Star anise", notes: "Sweet liquorice flavour; one star perfumes a whole pot.", usedIn: "biryani, pho, braises" },
  { name: "Nutmeg and mace", notes: "Mace is the lacy coat of the nutmeg seed, milder and more floral; grate nutmeg fresh.", usedIn: "Mughlai gravies, béchamel, desserts" },
  { name: "Saffron (kesar)", notes: "Honeyed and floral; steep a pinch of threads in warm milk or water for 15 minutes before use.", usedIn: "biryani, kheer, paella" },
  { name: "Bay leaf (tej patta)", notes: "The Indian bay leaf is cinnamon-scented and different from the Mediterranean one; fry it briefly in oil.", usedIn: "pulao, rajma, chole" },
  { name: "Dried mango powder (amchur)", notes: "Tart and fruity; adds sourness to dry dishes without any liquid.", usedIn: "chaat, bhindi, samosa filling" },
  { name: "Smoked paprika", notes: "Spanish peppers smoked over oak; sweet or hot, it gives smoke without a grill.", usedIn: "paella, stews, roast potatoes" },
  { name: "Sumac", notes: "Crushed dried berries with a lemony tang and no heat; sprinkle it on at the end.", usedIn: "fattoush, kebabs, onion salads" },
  { name: "Garam masala", notes: "A blend of warm spices that differs by family and region; add it near the end of cooking to keep its aroma.", usedIn: "curries, kebabs, dal makhani" },
];

export type MonthTheme = { theme: string; ingredients: string[]; focus: string };

/** The monthly cooking theme: what is in season in Indian markets and northern kitchens, and a cooking focus. */
export const MONTH_THEMES: MonthTheme[] = [
  { theme: "Warming winter kitchen", ingredients: ["red carrots", "mustard greens", "cauliflower", "green peas", "oranges", "radish"], focus: "Slow-cooked dals, sarson da saag and gajar halwa: long, gentle simmering that suits cold evenings." },
  { theme: "Citrus and winter greens", ingredients: ["fenugreek leaves", "spinach", "beetroot", "cabbage", "leeks", "lemons"], focus: "Stuffed parathas and hearty soups; use the last of the winter greens while they are sweet." },
  { theme: "Spring into lighter cooking", ingredients: ["green peas", "spring onions", "strawberries", "fresh turmeric", "broccoli", "coriander"], focus: "Quick stir-fries and salads as days warm up, and sweets for Holi such as gujiya." },
  { theme: "Raw mango season", ingredients: ["raw mango", "jackfruit", "asparagus", "radishes", "cucumber", "mint"], focus: "Sour and fresh: aam panna, raw mango dal and pickles that will last the year." },
  { theme: "Summer coolers", ingredients: ["Alphonso mangoes", "watermelon", "bottle gourd", "cucumber", "curd", "lychees"], focus: "No-cook and low-heat meals: raitas, chaas, salads and mango desserts." },
  { theme: "Grill and mango days", ingredients: ["mangoes", "jamun", "courgettes", "tomatoes", "sweetcorn", "basil"], focus: "Grilling and barbecues, and the last mangoes turned into lassi, kulfi and chutneys." },
  { theme: "Monsoon comfort", ingredients: ["corn on the cob", "colocasia leaves", "ginger", "green chillies", "tomatoes", "berries"], focus: "Rainy-day pakoras, roasted bhutta and ginger chai; fry small batches so the oil stays hot." },
  { theme: "Late-summer harvest", ingredients: ["aubergine", "okra", "bell peppers", "peaches", "bitter gourd", "tomatoes"], focus: "Preserving the glut: tomato chutneys, pickled vegetables, and festival sweets for Raksha Bandhan." },
  { theme: "Early autumn", ingredients: ["apples", "figs", "sweet potatoes", "colocasia root", "pumpkin", "pears"], focus: "Baking and roasting return; Ganesh Chaturthi modaks and Onam sadya dishes." },
  { theme: "Festival season", ingredients: ["pumpkin", "apples", "mushrooms", "squash", "pomegranates", "sweet potatoes"], focus: "Navratri fasting dishes (sabudana, kuttu) and planning Diwali sweets and snacks." },
  { theme: "Roasting and sweets", ingredients: ["cauliflower", "carrots", "guava", "pomegranates", "sweet potatoes", "green peas"], focus: "Roasting vegetables and spices; making mithai and namkeen ahead for guests." },
  { theme: "Winter feasts", ingredients: ["root vegetables", "oranges", "fresh turmeric", "spinach", "dates", "walnuts"], focus: "Celebration roasts, nihari and slow braises, and year-end baking." },
];

const mod = (n: number, m: number) => ((n % m) + m) % m;

/** The day's entry: day of year 1 gets the first dish. */
export const tipOfDay = (dayOfYear: number) => COOKING_TIPS[mod(dayOfYear - 1, COOKING_TIPS.length)]!;
/** The week's spice: week 1 gets the first spice. */
export const spiceOfWeek = (week: number) => SPICES[mod(week - 1, SPICES.length)]!;
export const themeOfMonth = (monthIndex: number) => MONTH_THEMES[mod(monthIndex, 12)]!;
