// Neighbourhoods travellers search for that GeoNames' cities500 lacks (or has only as an
// unrelated place of the same name, like the Crown Heights hamlet in Dutchess County, NY).
// Each row names where its coordinates and population were read.
// Add a row only with a source; `area` is the city the neighbourhood belongs to, as labels show it.

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
];
