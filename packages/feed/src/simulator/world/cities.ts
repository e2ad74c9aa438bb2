/**
 * Towns per country, biggest first. Clubs, venues and tennis events are named after them; the
 * first towns get the top-flight clubs. Only real place names, never real club names: a club is
 * a town plus a generic pattern (see naming-styles.ts).
 */
// prettier-ignore
export const CITIES: Record<string, string[]> = {
  GB: [
    'London', 'Manchester', 'Liverpool', 'Birmingham', 'Leeds', 'Newcastle', 'Sheffield',
    'Bristol', 'Nottingham', 'Leicester', 'Southampton', 'Portsmouth', 'Brighton', 'Coventry',
    'Derby', 'Stoke', 'Wolverhampton', 'Sunderland', 'Hull', 'Plymouth', 'Reading', 'Norwich',
    'Ipswich', 'Bolton', 'Blackburn', 'Preston', 'Middlesbrough', 'Burnley', 'Oxford',
    'Cambridge', 'Luton', 'Watford', 'Swindon', 'Exeter', 'Bournemouth', 'Wigan', 'Barnsley',
    'Huddersfield', 'Bradford', 'Peterborough', 'Northampton', 'Lincoln', 'Doncaster',
  ],
  ES: [
    'Madrid', 'Barcelona', 'Valencia', 'Sevilla', 'Bilbao', 'Málaga', 'Zaragoza', 'Vigo',
    'Gijón', 'Oviedo', 'Valladolid', 'Pamplona', 'Granada', 'Alicante', 'Córdoba', 'Almería',
    'Santander', 'Cádiz', 'Vitoria', 'Getafe', 'Elche', 'Huesca', 'Burgos', 'Tenerife',
    'Las Palmas', 'Castellón', 'Albacete', 'Mallorca',
  ],
  DE: [
    'Berlin', 'Hamburg', 'München', 'Köln', 'Frankfurt', 'Stuttgart', 'Düsseldorf', 'Dortmund',
    'Essen', 'Leipzig', 'Bremen', 'Dresden', 'Hannover', 'Nürnberg', 'Duisburg', 'Bochum',
    'Bielefeld', 'Bonn', 'Mannheim', 'Karlsruhe', 'Wiesbaden', 'Mainz', 'Freiburg', 'Augsburg',
    'Kiel', 'Rostock', 'Magdeburg', 'Kassel', 'Paderborn', 'Darmstadt', 'Braunschweig',
    'Regensburg', 'Ulm', 'Osnabrück', 'Saarbrücken', 'Aachen',
  ],
  IT: [
    'Roma', 'Milano', 'Napoli', 'Torino', 'Palermo', 'Genova', 'Bologna', 'Firenze', 'Bari',
    'Catania', 'Venezia', 'Verona', 'Messina', 'Padova', 'Trieste', 'Brescia', 'Parma',
    'Modena', 'Reggio', 'Perugia', 'Cagliari', 'Livorno', 'Salerno', 'Bergamo', 'Lecce',
    'Pisa', 'Como', 'Cremona',
  ],
  FR: [
    'Paris', 'Marseille', 'Lyon', 'Toulouse', 'Nice', 'Nantes', 'Strasbourg', 'Montpellier',
    'Bordeaux', 'Lille', 'Rennes', 'Reims', 'Le Havre', 'Saint-Étienne', 'Toulon', 'Grenoble',
    'Dijon', 'Angers', 'Nîmes', 'Brest', 'Le Mans', 'Amiens', 'Metz', 'Lorient', 'Caen',
    'Auxerre', 'Troyes', 'Ajaccio',
  ],
  BR: [
    'São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Porto Alegre', 'Salvador', 'Recife',
    'Fortaleza', 'Curitiba', 'Goiânia', 'Belém', 'Manaus', 'Florianópolis', 'Campinas',
    'Santos', 'Natal', 'Maceió', 'João Pessoa', 'Cuiabá', 'Londrina', 'Juiz de Fora',
    'Ribeirão Preto', 'Sorocaba', 'Joinville', 'Caxias do Sul', 'Chapecó', 'Bragança',
  ],
  US: [
    'New York', 'Los Angeles', 'Chicago', 'Houston', 'Phoenix', 'Philadelphia', 'San Antonio',
    'San Diego', 'Dallas', 'Austin', 'Jacksonville', 'Columbus', 'Charlotte', 'Indianapolis',
    'San Francisco', 'Seattle', 'Denver', 'Washington', 'Boston', 'Nashville', 'Detroit',
    'Portland', 'Las Vegas', 'Memphis', 'Louisville', 'Baltimore', 'Milwaukee', 'Albuquerque',
    'Sacramento', 'Kansas City', 'Atlanta', 'Miami', 'Oakland', 'Minneapolis', 'Tampa',
    'New Orleans', 'Cleveland', 'Pittsburgh', 'Cincinnati', 'Orlando', 'Salt Lake City',
    'St. Louis', 'Raleigh', 'Omaha', 'Tulsa', 'Buffalo',
  ],
  PT: [
    'Lisboa', 'Porto', 'Braga', 'Coimbra', 'Guimarães', 'Funchal', 'Setúbal', 'Aveiro', 'Faro',
    'Leiria', 'Viseu', 'Vizela', 'Famalicão', 'Barcelos', 'Portimão', 'Chaves', 'Estoril',
    'Arouca', 'Penafiel', 'Tondela', 'Covilhã', 'Mafra',
  ],
  NL: [
    'Amsterdam', 'Rotterdam', 'Den Haag', 'Utrecht', 'Eindhoven', 'Groningen', 'Tilburg',
    'Almere', 'Breda', 'Nijmegen', 'Arnhem', 'Haarlem', 'Enschede', 'Zwolle', 'Maastricht',
    'Leeuwarden', 'Alkmaar', 'Heerenveen', 'Venlo', 'Deventer', 'Emmen', 'Dordrecht',
  ],
  AR: [
    'Buenos Aires', 'Córdoba', 'Rosario', 'Mendoza', 'La Plata', 'Tucumán', 'Mar del Plata',
    'Salta', 'Santa Fe', 'San Juan', 'Avellaneda', 'Lanús', 'Quilmes', 'Banfield', 'Bahía Blanca',
    'Paraná', 'Corrientes', 'Jujuy', 'Rafaela', 'Tandil', 'Junín', 'Mendoza Sur', 'Sarandí',
    'San Luis', 'Río Cuarto', 'Posadas', 'Neuquén',
  ],
  TR: [
    'İstanbul', 'Ankara', 'İzmir', 'Bursa', 'Antalya', 'Konya', 'Adana', 'Gaziantep', 'Kayseri',
    'Trabzon', 'Samsun', 'Eskişehir', 'Sivas', 'Malatya', 'Denizli', 'Manisa', 'Rize', 'Hatay',
    'Kocaeli', 'Sakarya', 'Erzurum', 'Bodrum',
  ],
  BE: [
    'Brussel', 'Antwerpen', 'Gent', 'Charleroi', 'Liège', 'Brugge', 'Namur', 'Leuven', 'Mechelen',
    'Mons', 'Genk', 'Kortrijk', 'Oostende', 'Hasselt', 'Sint-Truiden', 'Waregem', 'Eupen',
    'Beveren', 'Lommel', 'Deinze',
  ],
  SE: [
    'Stockholm', 'Göteborg', 'Malmö', 'Uppsala', 'Västerås', 'Örebro', 'Linköping', 'Helsingborg',
    'Norrköping', 'Jönköping', 'Umeå', 'Lund', 'Borås', 'Sundsvall', 'Gävle', 'Halmstad',
    'Kalmar', 'Växjö', 'Östersund', 'Trelleborg',
  ],
  FI: [
    'Helsinki', 'Espoo', 'Tampere', 'Vantaa', 'Oulu', 'Turku', 'Jyväskylä', 'Lahti', 'Kuopio',
    'Pori', 'Seinäjoki', 'Vaasa', 'Mariehamn', 'Rovaniemi', 'Kotka', 'Joensuu',
  ],
  CZ: [
    'Praha', 'Brno', 'Ostrava', 'Plzeň', 'Liberec', 'Olomouc', 'České Budějovice', 'Hradec Králové',
    'Ústí nad Labem', 'Pardubice', 'Zlín', 'Jihlava', 'Teplice', 'Karviná', 'Mladá Boleslav',
    'Opava', 'Třinec', 'Kladno', 'Příbram', 'Vlašim',
  ],
  PL: [
    'Warszawa', 'Kraków', 'Łódź', 'Wrocław', 'Poznań', 'Gdańsk', 'Szczecin', 'Bydgoszcz', 'Lublin',
    'Białystok', 'Katowice', 'Gdynia', 'Częstochowa', 'Radom', 'Toruń', 'Kielce', 'Rzeszów',
    'Gliwice', 'Zabrze', 'Olsztyn', 'Opole', 'Płock', 'Legnica', 'Tychy',
  ],
  GR: [
    'Athina', 'Thessaloniki', 'Patra', 'Piraeus', 'Larissa', 'Heraklion', 'Volos', 'Ioannina',
    'Chania', 'Kalamata', 'Rhodes', 'Serres', 'Xanthi', 'Tripoli', 'Lamia', 'Kavala', 'Drama',
    'Veria', 'Kozani', 'Agrinio',
  ],
  CA: [
    'Toronto', 'Montréal', 'Vancouver', 'Calgary', 'Edmonton', 'Ottawa', 'Winnipeg', 'Québec',
    'Hamilton', 'Halifax', 'Victoria', 'Saskatoon', 'Regina', 'London', 'Kitchener', 'Windsor',
  ],
  JP: [
    'Tokyo', 'Yokohama', 'Osaka', 'Nagoya', 'Sapporo', 'Fukuoka', 'Kobe', 'Kawasaki', 'Kyoto',
    'Saitama', 'Hiroshima', 'Sendai', 'Chiba', 'Kitakyushu', 'Niigata', 'Hamamatsu', 'Kumamoto',
    'Okayama', 'Shizuoka', 'Kagoshima', 'Kofu', 'Mito', 'Nagasaki', 'Oita', 'Tokushima',
  ],
  MX: [
    'Ciudad de México', 'Guadalajara', 'Monterrey', 'Puebla', 'Tijuana', 'León', 'Juárez',
    'Torreón', 'Querétaro', 'San Luis Potosí', 'Mérida', 'Toluca', 'Aguascalientes', 'Cancún',
    'Pachuca', 'Mazatlán', 'Tampico', 'Oaxaca', 'Morelia', 'Veracruz', 'Celaya', 'Tepic',
  ],
  AU: [
    'Sydney', 'Melbourne', 'Brisbane', 'Perth', 'Adelaide', 'Gold Coast', 'Newcastle', 'Canberra',
    'Wollongong', 'Hobart', 'Geelong', 'Townsville', 'Darwin', 'Cairns',
  ],
  IN: [
    'Mumbai', 'Delhi', 'Bengaluru', 'Kolkata', 'Chennai', 'Hyderabad', 'Ahmedabad', 'Pune',
    'Jaipur', 'Lucknow', 'Kochi', 'Guwahati', 'Bhubaneswar', 'Chandigarh', 'Goa', 'Indore',
  ],
  ZA: [
    'Johannesburg', 'Cape Town', 'Durban', 'Pretoria', 'Port Elizabeth', 'Bloemfontein',
    'Polokwane', 'Nelspruit', 'Kimberley', 'East London', 'Rustenburg', 'Stellenbosch',
    'Pietermaritzburg', 'Paarl',
  ],
  NZ: [
    'Auckland', 'Wellington', 'Christchurch', 'Hamilton', 'Dunedin', 'Tauranga', 'Napier',
    'Nelson', 'Palmerston North', 'Invercargill', 'Whangārei',
  ],
  PK: [
    'Karachi', 'Lahore', 'Islamabad', 'Rawalpindi', 'Faisalabad', 'Multan', 'Peshawar', 'Quetta',
    'Sialkot', 'Hyderabad', 'Gujranwala', 'Abbottabad',
  ],
  RS: [
    'Beograd', 'Novi Sad', 'Niš', 'Kragujevac', 'Subotica', 'Čačak', 'Kraljevo', 'Zrenjanin',
    'Novi Pazar', 'Vojvodina', 'Smederevo', 'Leskovac', 'Pančevo', 'Šabac', 'Valjevo', 'Užice',
  ],
  CH: [
    'Zürich', 'Genève', 'Basel', 'Lausanne', 'Bern', 'Winterthur', 'Luzern', 'St. Gallen',
    'Lugano', 'Biel', 'Thun', 'Sion', 'Aarau', 'Schaffhausen', 'Yverdon', 'Wil',
  ],
  AT: [
    'Wien', 'Graz', 'Linz', 'Salzburg', 'Innsbruck', 'Klagenfurt', 'Villach', 'Wels', 'St. Pölten',
    'Dornbirn', 'Wiener Neustadt', 'Altach', 'Hartberg', 'Wolfsberg', 'Ried', 'Lustenau',
    'Kapfenberg', 'Amstetten',
  ],
};
