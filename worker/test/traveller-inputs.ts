// What travellers type into the calendar's place box and the directory search, in English,
// Hebrew, Russian and French, each with the place it must resolve to: a GeoNames id, or the
// coordinates of a neighbourhood (within 5 km; from GeoNames, or scripts/places/neighbourhoods.ts
// where GeoNames lacks it), with its name where a town of another name lies that close. The first
// block is the inputs the gazetteer was first measured against; the last, the neighbourhoods of
// Jewish communities in English and in their own script (Hebrew for Israel's, and the Hebrew or
// Yiddish names GeoNames gives a diaspora community's). `choices` lists places that must be offered beside the
// answer for an ambiguous name. `scripts/places/test-fixture.ts` extracts every real place with
// any of these names from the gazetteer build, so the test ranks them against all their namesakes.

export interface TravellerInput {
  q: string;
  language: 'en' | 'he' | 'ru' | 'fr';
  /** The place it must resolve to. */
  geonameid?: number;
  at?: [latitude: number, longitude: number];
  /** The place's own name, where another place lies within the distance `at` allows. */
  name?: string;
  /** GeoNames ids that must be among the choices. */
  choices?: number[];
  /** The visitor's country (cf-ipcountry). */
  visitor?: string;
}

const CROWN_HEIGHTS: [number, number] = [40.673, -73.946];
const HAR_NOF: [number, number] = [31.783833, 35.17645];
const MEA_SHEARIM: [number, number] = [31.78694, 35.22222];
// GeoNames cities500 (and, for Thornhill and Mile End, the newer cities1000).
const GOLDERS_GREEN: [number, number] = [51.57631, -0.20033];
const HENDON: [number, number] = [51.6, -0.21667];
const EDGWARE: [number, number] = [51.6128, -0.27539];
const FLATBUSH: [number, number] = [40.65205, -73.95903];
const THORNHILL: [number, number] = [43.815, -79.4242];
const COTE_SAINT_LUC: [number, number] = [45.46536, -73.66585];
const BONDI: [number, number] = [-33.89429, 151.26444];
const ST_KILDA_EAST: [number, number] = [-37.86594, 145.00018];
const SARCELLES: [number, number] = [48.99739, 2.37821];
const PIKESVILLE: [number, number] = [39.37427, -76.72247];
// scripts/places/neighbourhoods.ts.
const OUTREMONT: [number, number] = [45.51805, -73.61111];
const MIDWOOD: [number, number] = [40.623, -73.962];
const FIVE_TOWNS: [number, number] = [40.62716, -73.7218];
const PICO_ROBERTSON: [number, number] = [34.0531, -118.3806];
const LE_MARAIS: [number, number] = [48.8575, 2.36139];
const RAMAT_ESHKOL: [number, number] = [31.80194, 35.22278];
const RAMAT_BEIT_SHEMESH: [number, number] = [31.73072, 34.99293];

export const TRAVELLER_INPUTS: TravellerInput[] = [
  // The inputs the gazetteer was first measured against.
  { q: 'Antwerp', language: 'en', geonameid: 2803138 },
  { q: 'Kiev', language: 'en', geonameid: 703448 },
  { q: 'Kiev, Ukraine', language: 'en', geonameid: 703448 },
  { q: 'Crown Heights', language: 'en', at: CROWN_HEIGHTS },
  { q: 'Moskva', language: 'en', geonameid: 524901 },
  { q: 'Yerushalayim', language: 'en', geonameid: 281184 },
  { q: 'ירושלים', language: 'he', geonameid: 281184 },
  { q: 'Москва', language: 'ru', geonameid: 524901 },
  { q: 'Boro Park', language: 'en', geonameid: 5109790 },
  { q: 'Golders Green', language: 'en', geonameid: 7535506 },
  { q: 'Beit Shemesh', language: 'en', geonameid: 295432 },
  { q: 'Bet Shemesh', language: 'en', geonameid: 295432 },
  { q: 'Golders Green, London', language: 'en', geonameid: 7535506 },
  { q: 'Boro Park, NY', language: 'en', geonameid: 5109790 },
  { q: 'Flatbush', language: 'en', geonameid: 5117378 },
  { q: 'Williamsburg', language: 'en', geonameid: 5144580, choices: [4793846] },
  { q: 'Stamford Hill', language: 'en', geonameid: 11669854 },
  { q: 'Har Nof', language: 'en', at: HAR_NOF },
  { q: 'Meah Shearim', language: 'en', at: MEA_SHEARIM },
  { q: 'London', language: 'en', geonameid: 2643743, choices: [6058560] },
  { q: 'Paris', language: 'en', geonameid: 2988507, choices: [4717560] },
  { q: 'Springfield', language: 'en', choices: [4409896, 4951788, 4250542] },
  // More English.
  { q: 'Kyiv', language: 'en', geonameid: 703448 },
  { q: 'Moscow', language: 'en', geonameid: 524901 },
  { q: 'Borough Park', language: 'en', geonameid: 5109790 },
  { q: 'Mea Shearim', language: 'en', at: MEA_SHEARIM },
  { q: 'Crown Heights, Brooklyn', language: 'en', at: CROWN_HEIGHTS },
  { q: 'Crown Heights, NY', language: 'en', at: CROWN_HEIGHTS },
  { q: 'Williamsburg, VA', language: 'en', geonameid: 4793846 },
  { q: 'Williamsburg, Brooklyn', language: 'en', geonameid: 5144580 },
  { q: 'Springfield, IL', language: 'en', geonameid: 4250542 },
  { q: 'Springfield, Massachusetts', language: 'en', geonameid: 4951788 },
  { q: 'London, ON', language: 'en', geonameid: 6058560 },
  { q: 'Paris, TX', language: 'en', geonameid: 4717560 },
  { q: 'Lakewood, NJ', language: 'en', geonameid: 5100280 },
  { q: 'Monsey', language: 'en', geonameid: 5127315 },
  { q: 'Bnei Brak', language: 'en', geonameid: 295514 },
  { q: 'Jerusalem', language: 'en', geonameid: 281184 },
  { q: 'Manchester, England', language: 'en', geonameid: 2643123 },
  { q: 'Antwerpen', language: 'en', geonameid: 2803138 },
  { q: 'Montreal', language: 'en', geonameid: 6077243 },
  { q: 'Outremont', language: 'en', at: [45.51805, -73.61111] },
  { q: 'Midwood', language: 'en', at: [40.623, -73.962] },
  { q: 'Squirrel Hill', language: 'en', at: [40.438072, -79.922972] },
  { q: 'Kiryas Joel', language: 'en', geonameid: 5123533 },
  { q: 'Teaneck', language: 'en', geonameid: 5105262 },
  { q: 'Brooklyn', language: 'en', geonameid: 5110302 },
  { q: 'Tel Aviv', language: 'en', geonameid: 293397 },
  { q: 'Safed', language: 'en', geonameid: 293100 },
  { q: 'Netanya', language: 'en', geonameid: 294071 },
  { q: 'Beersheba', language: 'en', geonameid: 295530 },
  { q: 'Miami Beach', language: 'en', geonameid: 4164143 },
  { q: 'Warsaw', language: 'en', geonameid: 756135 },
  { q: 'Williamsburg', language: 'en', geonameid: 5144580, visitor: 'US' },
  // Hebrew.
  { q: 'תל אביב', language: 'he', geonameid: 293397 },
  { q: 'בני ברק', language: 'he', geonameid: 295514 },
  { q: 'בית שמש', language: 'he', geonameid: 295432 },
  { q: 'חיפה', language: 'he', geonameid: 294801 },
  { q: 'צפת', language: 'he', geonameid: 293100 },
  { q: 'הר נוף', language: 'he', at: HAR_NOF },
  { q: 'מאה שערים', language: 'he', at: MEA_SHEARIM },
  { q: 'קראון הייטס', language: 'he', at: CROWN_HEIGHTS },
  { q: 'בורו פארק', language: 'he', geonameid: 5109790 },
  { q: 'לונדון', language: 'he', geonameid: 2643743 },
  { q: 'ניו יורק', language: 'he', geonameid: 5128581 },
  { q: 'פריז', language: 'he', geonameid: 2988507 },
  { q: 'אנטוורפן', language: 'he', geonameid: 2803138 },
  { q: 'יְרוּשָׁלַיִם', language: 'he', geonameid: 281184 },
  // Russian.
  { q: 'Киев', language: 'ru', geonameid: 703448 },
  { q: 'Киев, Украина', language: 'ru', geonameid: 703448 },
  { q: 'Санкт-Петербург', language: 'ru', geonameid: 498817 },
  { q: 'Иерусалим', language: 'ru', geonameid: 281184 },
  { q: 'Тель-Авив', language: 'ru', geonameid: 293397 },
  { q: 'Нью-Йорк', language: 'ru', geonameid: 5128581 },
  { q: 'Лондон', language: 'ru', geonameid: 2643743 },
  { q: 'Париж', language: 'ru', geonameid: 2988507 },
  { q: 'Одесса', language: 'ru', geonameid: 698740 },
  { q: 'Минск', language: 'ru', geonameid: 625144 },
  { q: 'Боро-Парк', language: 'ru', geonameid: 5109790 },
  { q: 'Хайфа', language: 'ru', geonameid: 294801 },
  // French.
  { q: 'Londres', language: 'fr', geonameid: 2643743 },
  { q: 'Londres, Royaume-Uni', language: 'fr', geonameid: 2643743 },
  { q: 'Anvers', language: 'fr', geonameid: 2803138 },
  { q: 'Jérusalem', language: 'fr', geonameid: 281184 },
  { q: 'Moscou', language: 'fr', geonameid: 524901 },
  { q: 'Varsovie', language: 'fr', geonameid: 756135 },
  { q: 'Strasbourg', language: 'fr', geonameid: 2973783 },
  { q: 'Bruxelles', language: 'fr', geonameid: 2800866 },
  { q: 'Marseille', language: 'fr', geonameid: 2995469 },
  { q: 'Montréal', language: 'fr', geonameid: 6077243 },
  { q: 'La Nouvelle-Orléans', language: 'fr', geonameid: 4335045 },
  { q: 'Vienne, Autriche', language: 'fr', geonameid: 2761369 },
  // Neighbourhoods.
  { q: 'גולדרס גרין', language: 'he', at: GOLDERS_GREEN, name: 'Golders Green' },
  { q: 'Stamford Hill, London', language: 'en', at: [51.56872, -0.07334], name: 'Stamford Hill' },
  { q: 'Hendon', language: 'en', at: HENDON, name: 'Hendon' },
  { q: 'Хендон', language: 'ru', at: HENDON, name: 'Hendon' },
  { q: 'Edgware', language: 'en', at: EDGWARE, name: 'Edgware' },
  { q: 'עדזשווער', language: 'he', at: EDGWARE, name: 'Edgware' },
  { q: 'Borough Park, Brooklyn', language: 'en', at: [40.63399, -73.99681], name: 'Borough Park' },
  { q: 'Краун-Хайтс', language: 'ru', at: CROWN_HEIGHTS, name: 'Crown Heights' },
  { q: 'Flatbush, Brooklyn', language: 'en', at: FLATBUSH, name: 'Flatbush' },
  { q: 'פלעטבוש', language: 'he', at: FLATBUSH, name: 'Flatbush' },
  { q: 'Williamsburg, NY', language: 'en', at: [40.71427, -73.95347], name: 'Williamsburg' },
  { q: 'Five Towns', language: 'en', at: FIVE_TOWNS, name: 'Five Towns' },
  { q: 'The Five Towns', language: 'en', at: FIVE_TOWNS, name: 'Five Towns' },
  { q: 'פייב טאונס', language: 'he', at: FIVE_TOWNS, name: 'Five Towns' },
  { q: 'Teaneck, NJ', language: 'en', at: [40.8976, -74.01597], name: 'Teaneck' },
  { q: 'Pico-Robertson', language: 'en', at: PICO_ROBERTSON, name: 'Pico-Robertson' },
  { q: 'Pico Robertson, Los Angeles', language: 'en', at: PICO_ROBERTSON, name: 'Pico-Robertson' },
  { q: 'פיקו רוברטסון', language: 'he', at: PICO_ROBERTSON, name: 'Pico-Robertson' },
  { q: 'Thornhill', language: 'en', at: THORNHILL, name: 'Thornhill' },
  { q: 'Thornhill, ON', language: 'en', at: THORNHILL, name: 'Thornhill' },
  { q: 'Thornhill, Ontario', language: 'en', at: THORNHILL, name: 'Thornhill' },
  { q: 'Côte-Saint-Luc', language: 'fr', at: COTE_SAINT_LUC, name: 'Côte-Saint-Luc' },
  { q: 'Cote St Luc', language: 'en', at: COTE_SAINT_LUC, name: 'Côte-Saint-Luc' },
  { q: 'Outremont, Montréal', language: 'fr', at: OUTREMONT, name: 'Outremont' },
  { q: 'אוטרמון', language: 'he', at: OUTREMONT, name: 'Outremont' },
  { q: 'Mile End, Montréal', language: 'fr', at: [45.5237, -73.59631], name: 'Mile End' },
  { q: 'Hampstead, QC', language: 'en', at: [45.48064, -73.66307], name: 'Hampstead' },
  { q: 'Bondi', language: 'en', at: BONDI, name: 'Bondi' },
  { q: 'בונדיי', language: 'he', at: BONDI, name: 'Bondi' },
  { q: 'Caulfield', language: 'en', at: [-37.88251, 145.02288], name: 'Caulfield' },
  { q: 'St Kilda East', language: 'en', at: ST_KILDA_EAST, name: 'St Kilda East' },
  { q: 'Saint Kilda East', language: 'en', at: ST_KILDA_EAST, name: 'St Kilda East' },
  { q: 'Elsternwick', language: 'en', at: [-37.88639, 145.0025], name: 'Elsternwick' },
  { q: 'Sarcelles', language: 'fr', at: SARCELLES, name: 'Sarcelles' },
  { q: 'Сарсель', language: 'ru', at: SARCELLES, name: 'Sarcelles' },
  { q: 'Le Marais', language: 'fr', at: LE_MARAIS, name: 'Le Marais' },
  { q: 'Marais, Paris', language: 'fr', at: LE_MARAIS, name: 'Le Marais' },
  { q: 'Ramat Eshkol', language: 'en', at: RAMAT_ESHKOL, name: 'Ramat Eshkol' },
  { q: 'רמת אשכול', language: 'he', at: RAMAT_ESHKOL, name: 'Ramat Eshkol' },
  { q: 'Har Nof, Jerusalem', language: 'en', at: HAR_NOF, name: 'Har Nof' },
  { q: 'Ramat Beit Shemesh', language: 'en', at: RAMAT_BEIT_SHEMESH, name: 'Ramat Beit Shemesh' },
  { q: 'Ramat Bet Shemesh', language: 'en', at: RAMAT_BEIT_SHEMESH, name: 'Ramat Beit Shemesh' },
  { q: 'רמת בית שמש', language: 'he', at: RAMAT_BEIT_SHEMESH, name: 'Ramat Beit Shemesh' },
  { q: 'מידווד', language: 'he', at: MIDWOOD, name: 'Midwood' },
  { q: 'Kew Gardens Hills', language: 'en', at: [40.73002, -73.8234], name: 'Kew Gardens Hills' },
  { q: 'Far Rockaway', language: 'en', at: [40.60538, -73.75513], name: 'Far Rockaway' },
  { q: 'Prestwich', language: 'en', at: [53.53333, -2.28333], name: 'Prestwich' },
  { q: 'Pikesville', language: 'en', at: PIKESVILLE, name: 'Pikesville' },
  { q: 'פייקסוויל', language: 'he', at: PIKESVILLE, name: 'Pikesville' },
];

/** How many inputs the blocks before the neighbourhoods hold (the 94 tests of the first measure: these and two more). */
export const FIRST_INPUTS = 92;
