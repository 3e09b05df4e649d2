// Foods as patterns over a recipe's plain, lower-case ingredient names and title, for the assistant's
// evaluation sets (docs/decisions/0015-assistant-constraints-first.md): what a reader avoids, with the
// ready-made foods that carry it. Declared by hand, independent of the assistant's own reading. Test support only.

/** One pattern that matches when any of the given ones does. */
export const anyOf = (...res: RegExp[]) => new RegExp(res.map((r) => r.source).join("|"));

// "Onion-free" and "garlic-free" (plain text: "onion free") are not the food.
export const ONION =
  /\b(?:onions?|pyaa?z|kanda|shallots?|spring onions?|green onions?|scallions?|leeks?|chives|curry paste|laksa paste|kimchi|sofrito|worcestershire|chipotle chiles? in adobo)\b(?! free)/;

export const GARLIC =
  /\b(?:garlic|lahsun|lehsun|lasun|curry paste|laksa paste|harissa|hoisin|pesto|aioli|toum|tzatziki|kimchi|chimichurri|worcestershire|chipotle chiles? in adobo|black bean sauce|sriracha|schezwan)\b(?! free)/;

// Fish, tuna, salmon and cauliflower steaks are not beef.
export const BEEF =
  /\b(?:beef|veal|brisket|oxtail|bresaola|corned|sirloin|ribeye|flank|skirt|chuck|(?<!\b(?:fish|tuna|salmon|swordfish|hilsa|kingfish|catfish|cauliflower|cabbage|celeriac|mushroom|tofu|pork|lamb|chicken) )steaks?)\b/;

export const PORK =
  /\b(?:pork|bacon|ham|pancetta|prosciutto|guanciale|lard|lardons|chorizo|chourico|salami|pepperoni|speck|gammon|char siu|kielbasa|frankfurters?|black pudding)\b/;

// Meat of any animal but fish: "minced garlic", goat's cheese, lamb's lettuce, coconut meat and veggie mince are not meat.
export const MEAT = anyOf(
  /(?<!\b(?:vegan|vegetarian|veggie|plant based|soy|soya|mock|meatless) )\b(?:chicken|murgh?|mutton|beef|veal|pork|bacon|ham|pancetta|prosciutto|guanciale|lard|lardons|suet|sausages?|chorizo|chourico|kielbasa|frankfurters?|salami|pepperoni|speck|gammon|turkey|venison|rabbit|quail|keema|mince|brisket|oxtail|bresaola|corned|liver|livers|tripe|black pudding|bone broth|gelatine?)\b/,
  /\bgoat\b(?! (?:s )?(?:cheese|milk|curd))|\blamb\b(?! s lettuce)|\bduck\b(?! eggs?)|(?<!\b(?:coconut|crab|lobster|jackfruit) )\bmeat\b/,
  /(?<!\b(?:fish|tuna|salmon|swordfish|hilsa|kingfish|catfish|cauliflower|cabbage|celeriac|mushroom|tofu) )\bsteaks?\b/,
);

export const FISH =
  /(?<!\b(?:vegan|kombu) )\b(?:fish(?! free)|fishes|salmon|tuna|cod|sardines?|mackerel|pomfret|kingfish|surmai|hilsa|ilish|rohu|tilapia|anchov(?:y|ies)|bonito|katsuobushi|dashi|worcestershire|haddock|herring|trout|sea ?bass|seabass|snapper|halibut|caviar|roe|carp|seer|catfish|eel|basa|barramundi|swordfish|pollock|bombil|bangda|karimeen|whitebait|mahi mahi|grouper|nam pla|ngari|macher|machli|meen|samak|kimchi|curry paste|laksa paste|okonomiyaki sauce)\b/;

// Thai curry pastes and laksa paste are made with shrimp paste.
export const SHELLFISH =
  /\b(?:shellfish|prawns?|shrimps?|crabs?|lobsters?|crayfish|langoustines?|mussels?|clams?|oysters?(?! mushrooms?)|scallops?|cockles?|squid|octopus|calamari|jhinga|chingri|(?<!mushroom )oyster sauce|shrimp paste|belacan|terasi|kapi|xo sauce|curry paste|laksa paste)\b/;

export const SEAFOOD = anyOf(FISH, SHELLFISH);

// Goda masala is ground with sesame and dry coconut.
export const SESAME = /\b(?:sesame|til|gingelly|tahini|tahina|hummus|halva|za atar|zaatar|dukkah|furikake|gomasio|gomashio|shichimi|gajak|goda masala)\b/;

// Okonomiyaki and tonkatsu sauces are made with soy sauce.
export const SOY =
  /\b(?:soy|soya|soybeans?|tofu|tempeh|edamame|miso|tamari|teriyaki|hoisin|kecap manis|doenjang|gochujang|ssamjang|fermented black beans|black bean sauce|doubanjiang|ponzu|shoyu|bean curd|natto|yuba|okonomiyaki sauce|tonkatsu sauce|oyster sauce)\b/;

export const MUSTARD = /\b(?:mustard|rai|sarson|sarso|dijon|kasundi|panch phoron|panch phoran|piccalilli)\b/;

export const MUSHROOM = /\b(?:mushrooms?|shiitake|porcini|chanterelles?|morels?|gucchi|enoki|portobello|cremini|truffles?|wood ear|khumb|khumbi)\b/;

export const COCONUT = /\b(?:coconuts?|nariyal|copra|kopra|khopra|desiccated|thengai|goda masala)\b/;

export const PEANUT = /\b(?:peanuts?|groundnuts?|moongphali|mungfali|shengdana|satay|arachis|chikki|chanachur|gado gado)\b/;

export const PASTA =
  /\b(?:pasta|spaghetti|penne|macaroni|fusilli|linguine|fettuccine|tagliatelle|rigatoni|orzo|lasagne|lasagna|ravioli|tortellini|gnocchi|ditalini|trofie|orecchiette|farfalle|pappardelle|bucatini)\b/;

export const NOODLES = /\b(?:noodles?|ramen|udon|soba)\b/;

export const CHICKEN = /\b(?:chicken|murgh?)\b/;

export const CHICKPEA = /\b(?:chickpeas?|chana|channa|chole|kabuli|garbanzos?)\b/;

// Fresh ginger (adrak); dry ginger (sonth) is taken in Jain food.
export const GINGER = /(?<!\b(?:dry|dried|ground) )\b(?:ginger|adrak)\b(?! powder| free)/;

// Tree nuts, not peanuts, coconut, nutmeg, water chestnuts or butternut squash.
export const TREE_NUT =
  /\b(?:almonds?|badam|cashews?|kaju|walnuts?|akhrot|pistachios?|pista|pecans?|hazelnuts?|macadamias?|pine ?nuts|(?<!water )chestnuts?(?! mushrooms?)|brazil nuts?|chironji|charoli|marzipan|praline|nutella|frangipane|gianduja|pesto|dukkah|romesco|mixed nuts)\b/;

export const CASHEW = /\b(?:cashews?|kaju)\b/;

// Shellfish with the shrimp pastes and sauces of South-East Asia; kimchi is left out (not every kimchi has salted shrimp).
export const SHELLFISH_ALL = anyOf(SHELLFISH, /\b(?:dried shrimps?|shrimp sauce|bagoong|alamang|mam ruoc|mam tom|saeujeot|tom yum paste)\b/);

// Korean and South American beef dishes and cuts that may not say "beef"; gelatine and stock are left out.
export const BEEF_ALL = anyOf(BEEF, /\b(?:bulgogi|galbi|kalbi|(?<!\b(?:pork|lamb) )short ribs?|pastrami|biltong|picanha|entrana)\b/);

// Wines and spirits, not the vinegars made from them, ginger ale, root or ginger beer, nor Madeira cake.
export const ALCOHOL =
  /\b(?:(?:wine|cider)(?! vinegar)|(?<!\b(?:root|ginger) )beer|(?<!ginger )ale|lager|stout|rum|brandy|vodka|whisky|whiskey|gin|sake|mirin|sherry(?! vinegar)|cognac|liqueur|bourbon|tequila|shaoxing|vermouth|kirsch|amaretto|marsala|madeira(?! cake)|port|calvados|grappa|champagne(?! vinegar)|prosecco|cava|burgundy|pinot noir|merlot|cabernet|chardonnay|riesling|cointreau|grand marnier|kahlua|baileys|guinness|toddy|arrack|feni|soju|makgeolli|cachaca|pisco|ouzo|raki|arak|schnapps|limoncello|sambuca|umeshu|mead)\b/;

export const GELATIN = /\b(?:gelatine?|gelatin)\b/;

// Idli ("rice and lentil cakes"), meat and fish cakes are not a cake; pancakes are not either.
export const CAKE = /(?<!\b(?:lentil|rice|meat|fish|potato|crab) )\b(?:cakes?|cupcakes?|torte|gateaux?|kuchen|kladdkaka)\b/;
export const SABUDANA = /\b(?:sabudana|sago|tapioca pearls?)\b/;
export const BRINJAL = /\b(?:brinjals?|eggplants?|aubergines?|baingan|vankaya|begun)\b/;
// Sugar for a diabetic: jaggery, honey and syrups too; sugar snap peas are not sugar.
export const SUGAR = /\b(?:sugar(?! snap| free)|sugars|jaggery|gur|gud|honey|syrup|molasses|treacle|condensed milk|cheeni|chini|shakkar|mishri|khand)\b/;
// Olive oil is not olives.
export const OLIVE = /\b(?:olives?(?! oil)|tapenade|kalamata)\b/;
// "Cottage cheese" is paneer in Indian English; chhena is its unpressed curd.
export const PANEER = /\b(?:paneer|chhena|chhana|cottage cheese)\b/;
