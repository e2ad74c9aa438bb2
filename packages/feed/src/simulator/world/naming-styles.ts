/**
 * How clubs, venues and people are named in a country. Patterns take `{c}` for the town. Names
 * are generic on purpose (a town plus "United", "FC", "Real" …): believable without borrowing a
 * real club's identity.
 */
export interface NamingStyle {
  clubs: string[];
  stadiums: string[];
  arenas: string[];
  maleFirst: string[];
  femaleFirst: string[];
  last: string[];
}

// prettier-ignore
const STYLES: Record<string, NamingStyle> = {
  en: {
    clubs: ['{c} United', '{c} City', '{c} Town', '{c} Rovers', '{c} Athletic', '{c} Wanderers', '{c} Albion', '{c} County', '{c} Rangers', '{c} FC'],
    stadiums: ['{c} Park', '{c} Stadium', '{c} Community Stadium', '{c} Road', '{c} Lane'],
    arenas: ['{c} Arena', '{c} Sports Centre', '{c} Dome'],
    maleFirst: ['James', 'Oliver', 'Harry', 'Jack', 'George', 'Thomas', 'William', 'Daniel', 'Samuel', 'Joseph', 'Ryan', 'Luke', 'Connor', 'Cameron', 'Ethan', 'Lewis'],
    femaleFirst: ['Emily', 'Olivia', 'Sophie', 'Jessica', 'Charlotte', 'Lucy', 'Amelia', 'Hannah', 'Grace', 'Chloe', 'Katie', 'Ella', 'Harriet', 'Megan'],
    last: ['Smith', 'Taylor', 'Brown', 'Walker', 'Wright', 'Thompson', 'Evans', 'Roberts', 'Green', 'Hall', 'Wood', 'Clarke', 'Hughes', 'Turner', 'Cooper', 'Ward', 'Morris', 'Harrison', 'Fletcher', 'Holmes', 'Bennett', 'Murray'],
  },
  es: {
    clubs: ['Real {c}', '{c} CF', 'CD {c}', 'UD {c}', 'Atlético {c}', 'SD {c}', 'Deportivo {c}', 'Racing {c}', 'CA {c}', 'Club {c}'],
    stadiums: ['Estadio Municipal de {c}', 'Estadio {c}', 'Nuevo Estadio de {c}', 'Campo de {c}'],
    arenas: ['Pabellón {c}', 'Palacio de Deportes de {c}', '{c} Arena'],
    maleFirst: ['Alejandro', 'Pablo', 'Javier', 'Carlos', 'Diego', 'Sergio', 'Álvaro', 'Adrián', 'Mateo', 'Hugo', 'Martín', 'Nicolás', 'Tomás', 'Facundo', 'Santiago', 'Jaime'],
    femaleFirst: ['Lucía', 'María', 'Paula', 'Sara', 'Carla', 'Marta', 'Laura', 'Elena', 'Julia', 'Nerea', 'Valentina', 'Camila', 'Sofía', 'Irene'],
    last: ['García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez', 'Gómez', 'Romero', 'Navarro', 'Torres', 'Molina', 'Ortega', 'Herrera', 'Castro', 'Vidal', 'Ramos', 'Iglesias', 'Medina'],
  },
  de: {
    clubs: ['FC {c}', '{c} SV', 'VfB {c}', '1. FC {c}', 'SC {c}', 'Borussia {c}', 'TSV {c}', 'Eintracht {c}', 'SV {c}', 'Fortuna {c}'],
    stadiums: ['{c} Arena', 'Stadion {c}', 'Waldstadion {c}', 'Sportpark {c}'],
    arenas: ['{c}-Halle', 'Sporthalle {c}', '{c} Arena'],
    maleFirst: ['Lukas', 'Jonas', 'Leon', 'Felix', 'Maximilian', 'Paul', 'Tim', 'Niklas', 'Jan', 'Moritz', 'Tobias', 'Florian', 'Sebastian', 'Dominik', 'Fabian', 'Matthias'],
    femaleFirst: ['Anna', 'Laura', 'Lena', 'Julia', 'Sarah', 'Lisa', 'Katharina', 'Sophie', 'Hannah', 'Marie', 'Johanna', 'Theresa', 'Nina', 'Carina'],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hartmann', 'Lange', 'Huber'],
  },
  it: {
    clubs: ['{c} Calcio', 'AC {c}', 'US {c}', 'AS {c}', '{c} FC', 'SS {c}', 'Sporting {c}', 'Virtus {c}', 'Real {c}'],
    stadiums: ['Stadio Comunale di {c}', 'Stadio {c}', 'Arena {c}'],
    arenas: ['PalaSport {c}', 'Palazzetto di {c}', '{c} Arena'],
    maleFirst: ['Lorenzo', 'Matteo', 'Andrea', 'Francesco', 'Alessandro', 'Leonardo', 'Marco', 'Luca', 'Giovanni', 'Davide', 'Simone', 'Federico', 'Riccardo', 'Gabriele'],
    femaleFirst: ['Giulia', 'Chiara', 'Francesca', 'Sara', 'Martina', 'Alessia', 'Elisa', 'Giorgia', 'Valentina', 'Camilla', 'Aurora', 'Beatrice'],
    last: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti'],
  },
  fr: {
    clubs: ['Olympique {c}', 'AS {c}', 'FC {c}', 'Stade {c}', 'RC {c}', '{c} FC', 'US {c}', 'SC {c}', 'AJ {c}', 'En Avant {c}'],
    stadiums: ['Stade de {c}', 'Stade Municipal de {c}', 'Parc des Sports de {c}'],
    arenas: ['Palais des Sports de {c}', 'Salle {c}', '{c} Arena'],
    maleFirst: ['Lucas', 'Hugo', 'Théo', 'Nathan', 'Louis', 'Arthur', 'Jules', 'Mathis', 'Antoine', 'Maxime', 'Quentin', 'Adrien', 'Benjamin', 'Clément', 'Romain', 'Corentin'],
    femaleFirst: ['Léa', 'Manon', 'Chloé', 'Camille', 'Inès', 'Emma', 'Clara', 'Lucie', 'Océane', 'Pauline', 'Margaux', 'Juliette', 'Alizé', 'Caroline'],
    last: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garnier', 'Fournier', 'Girard', 'Bonnet', 'Dupont', 'Lambert', 'Rousseau'],
  },
  pt: {
    clubs: ['{c} EC', '{c} FC', 'Atlético {c}', 'EC {c}', 'Sport {c}', 'SC {c}', 'CD {c}', 'Vitória {c}', 'Académico {c}', 'União {c}'],
    stadiums: ['Estádio Municipal de {c}', 'Estádio de {c}', 'Arena {c}'],
    arenas: ['Ginásio {c}', 'Pavilhão {c}', 'Arena {c}'],
    maleFirst: ['João', 'Pedro', 'Lucas', 'Gabriel', 'Rafael', 'Tiago', 'Miguel', 'Gonçalo', 'Rodrigo', 'Thiago', 'Felipe', 'Bruno', 'Diogo', 'Henrique', 'Matheus', 'Vinícius'],
    femaleFirst: ['Beatriz', 'Mariana', 'Ana', 'Inês', 'Carolina', 'Larissa', 'Bianca', 'Júlia', 'Leonor', 'Rita', 'Fernanda', 'Gabriela', 'Luísa'],
    last: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Oliveira', 'Costa', 'Rodrigues', 'Martins', 'Souza', 'Carvalho', 'Almeida', 'Lopes', 'Ribeiro', 'Gomes', 'Barbosa', 'Teixeira', 'Moreira', 'Cardoso', 'Rocha', 'Mendes'],
  },
  nl: {
    clubs: ['FC {c}', '{c} FC', 'SC {c}', '{c} United', 'VV {c}', 'SV {c}', 'Sparta {c}', 'Go Ahead {c}', 'Roda {c}'],
    stadiums: ['Stadion {c}', '{c} Arena', 'Sportpark {c}'],
    arenas: ['Sporthal {c}', '{c} Arena', 'Topsporthal {c}'],
    maleFirst: ['Daan', 'Sem', 'Lucas', 'Milan', 'Levi', 'Thijs', 'Jesse', 'Bram', 'Ruben', 'Stijn', 'Jasper', 'Tijmen', 'Niels', 'Wout'],
    femaleFirst: ['Emma', 'Julia', 'Sanne', 'Lotte', 'Fleur', 'Eva', 'Anouk', 'Femke', 'Lieke', 'Iris', 'Noor', 'Marloes'],
    last: ['de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'Dekker', 'Willems', 'Claes', 'Maes', 'Peeters'],
  },
  tr: {
    clubs: ['{c}spor', '{c} FK', '{c} Belediyespor', '{c} SK', '{c} İdmanyurdu', '{c} Gençlik'],
    stadiums: ['{c} Stadyumu', '{c} Arena', 'Yeni {c} Stadyumu'],
    arenas: ['{c} Spor Salonu', '{c} Arena'],
    maleFirst: ['Emre', 'Burak', 'Mert', 'Can', 'Kerem', 'Arda', 'Onur', 'Cem', 'Selim', 'Yusuf', 'Barış', 'Oğuz'],
    femaleFirst: ['Zeynep', 'Elif', 'Ayşe', 'Defne', 'Ece', 'Selin', 'Merve', 'İpek', 'Cansu', 'Buse'],
    last: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Koç', 'Kurt', 'Özdemir'],
  },
  sv: {
    clubs: ['{c} FF', '{c} IF', 'IFK {c}', '{c} BK', 'IK {c}', '{c} FK', '{c} AIS'],
    stadiums: ['{c} Arena', '{c} Stadion', '{c} Idrottsplats'],
    arenas: ['{c} Arena', '{c} Sporthall', '{c} Ishall'],
    maleFirst: ['Erik', 'Lars', 'Karl', 'Oscar', 'Viktor', 'Gustav', 'Axel', 'Elias', 'Filip', 'Anton', 'Mikael', 'Johan'],
    femaleFirst: ['Elsa', 'Maja', 'Ebba', 'Wilma', 'Alva', 'Saga', 'Linnea', 'Klara', 'Ida', 'Frida'],
    last: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson', 'Lindberg', 'Lindqvist', 'Berg', 'Holm'],
  },
  fi: {
    clubs: ['FC {c}', '{c} JK', '{c} PS', '{c} IFK', '{c} United', '{c} Ilves', 'KPV {c}'],
    stadiums: ['{c} Stadion', '{c} Areena', '{c}n Urheilupuisto'],
    arenas: ['{c} Areena', '{c} Jäähalli', '{c} Arena'],
    maleFirst: ['Mikko', 'Juha', 'Antti', 'Jussi', 'Teemu', 'Ville', 'Sami', 'Lauri', 'Eetu', 'Aleksi', 'Onni', 'Niko'],
    femaleFirst: ['Aino', 'Emilia', 'Venla', 'Sanni', 'Iida', 'Oona', 'Helmi', 'Noora', 'Pinja', 'Elina'],
    last: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Salonen'],
  },
  cs: {
    clubs: ['FK {c}', 'SK {c}', 'Baník {c}', 'Slovan {c}', 'FC {c}', 'Dukla {c}', 'Viktoria {c}', 'Bohemians {c}'],
    stadiums: ['Stadion {c}', 'Městský stadion {c}', '{c} Aréna'],
    arenas: ['Hala {c}', '{c} Aréna', 'Zimní stadion {c}'],
    maleFirst: ['Jakub', 'Jan', 'Tomáš', 'Lukáš', 'Matěj', 'Ondřej', 'Petr', 'Martin', 'Vojtěch', 'Adam', 'Filip', 'David', 'Michal', 'Pavel'],
    femaleFirst: ['Tereza', 'Eliška', 'Anna', 'Karolína', 'Adéla', 'Kristýna', 'Barbora', 'Natálie', 'Veronika', 'Klára', 'Markéta', 'Lucie'],
    last: ['Novák', 'Svoboda', 'Novotný', 'Dvořák', 'Černý', 'Procházka', 'Kučera', 'Veselý', 'Horák', 'Němec', 'Marek', 'Pokorný', 'Král', 'Růžička', 'Beneš', 'Fiala', 'Sedláček', 'Zeman'],
  },
  pl: {
    clubs: ['{c} FC', 'Wisła {c}', 'Górnik {c}', 'KS {c}', 'Stal {c}', 'Polonia {c}', 'Pogoń {c}', 'Olimpia {c}', 'Warta {c}'],
    stadiums: ['Stadion Miejski {c}', 'Stadion {c}', '{c} Arena'],
    arenas: ['Hala {c}', '{c} Arena', 'Hala Sportowa {c}'],
    maleFirst: ['Jakub', 'Kacper', 'Szymon', 'Mateusz', 'Bartosz', 'Piotr', 'Michał', 'Krzysztof', 'Paweł', 'Tomasz', 'Łukasz', 'Wojciech'],
    femaleFirst: ['Zuzanna', 'Julia', 'Maja', 'Aleksandra', 'Natalia', 'Wiktoria', 'Magdalena', 'Agnieszka', 'Karolina', 'Joanna', 'Iga', 'Marta'],
    last: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Mazur', 'Krawczyk'],
  },
  el: {
    clubs: ['AE {c}', 'AO {c}', 'PAS {c}', 'Asteras {c}', 'Ionikos {c}', '{c} FC', 'Athlitiki {c}', 'Apollon {c}'],
    stadiums: ['Stadio {c}', 'Dimotiko Stadio {c}', '{c} Arena'],
    arenas: ['Kleisto {c}', '{c} Arena'],
    maleFirst: ['Giorgos', 'Dimitris', 'Nikos', 'Konstantinos', 'Giannis', 'Kostas', 'Christos', 'Panagiotis', 'Vasilis', 'Stefanos', 'Alexandros', 'Michalis'],
    femaleFirst: ['Maria', 'Eleni', 'Katerina', 'Sofia', 'Despina', 'Georgia', 'Ioanna', 'Christina', 'Anastasia', 'Vasiliki'],
    last: ['Papadopoulos', 'Georgiou', 'Nikolaou', 'Konstantinou', 'Ioannou', 'Pappas', 'Vlachos', 'Angelopoulos', 'Dimitriou', 'Makris', 'Oikonomou', 'Karagiannis'],
  },
  ja: {
    clubs: ['{c} FC', 'FC {c}', '{c} United', '{c} SC', '{c} City'],
    stadiums: ['{c} Stadium', '{c} Athletic Stadium', '{c} Dome'],
    arenas: ['{c} Arena', '{c} Gymnasium'],
    maleFirst: ['Haruto', 'Yuto', 'Sota', 'Kaito', 'Ren', 'Takumi', 'Daiki', 'Kenta', 'Shota', 'Yuki', 'Kazuki', 'Ryo'],
    femaleFirst: ['Yui', 'Hina', 'Sakura', 'Mio', 'Aoi', 'Rin', 'Misaki', 'Nanami', 'Haruka', 'Mai', 'Ayaka', 'Miyu'],
    last: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Matsumoto', 'Inoue', 'Kimura'],
  },
  zh: {
    clubs: ['{c} FC', '{c} United'],
    stadiums: ['{c} Stadium'],
    arenas: ['{c} Arena'],
    maleFirst: ['Wei', 'Hao', 'Jun', 'Lei', 'Tao', 'Yang', 'Bo', 'Chen', 'Long', 'Xin', 'Kai', 'Peng'],
    femaleFirst: ['Mei', 'Jing', 'Xue', 'Yan', 'Ling', 'Hui', 'Yu', 'Fang', 'Na', 'Ying', 'Qian', 'Lan'],
    last: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Zhao', 'Huang', 'Zhou', 'Wu', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Lin'],
  },
  ko: {
    clubs: ['{c} FC', '{c} United'],
    stadiums: ['{c} Stadium'],
    arenas: ['{c} Arena'],
    maleFirst: ['Min-jun', 'Seo-jun', 'Ji-ho', 'Hyun-woo', 'Jun-seo', 'Dong-hyun', 'Sung-min', 'Tae-yang', 'Jae-won', 'Woo-jin'],
    femaleFirst: ['Seo-yeon', 'Ji-woo', 'Ha-eun', 'Min-seo', 'Su-bin', 'Ye-jin', 'Da-eun', 'Yu-na', 'Ji-min', 'So-yeon'],
    last: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Shin'],
  },
  ua: {
    clubs: ['FC {c}', 'Dynamo {c}', 'Metalist {c}', 'Zorya {c}', 'Karpaty {c}'],
    stadiums: ['{c} Arena', 'Central Stadium {c}'],
    arenas: ['{c} Sports Palace'],
    maleFirst: ['Oleksandr', 'Dmytro', 'Andrii', 'Serhii', 'Ivan', 'Mykola', 'Yurii', 'Vitalii', 'Maksym', 'Artem', 'Bohdan', 'Taras', 'Volodymyr', 'Roman'],
    femaleFirst: ['Olena', 'Iryna', 'Tetiana', 'Nataliia', 'Oksana', 'Yuliia', 'Kateryna', 'Anna', 'Mariia', 'Viktoriia', 'Daria', 'Sofiia'],
    last: ['Kovalenko', 'Shevchenko', 'Bondarenko', 'Tkachenko', 'Kravchenko', 'Melnyk', 'Boiko', 'Koval', 'Oliinyk', 'Lysenko', 'Moroz', 'Savchenko', 'Rudenko', 'Marchenko', 'Petrenko', 'Hnatyuk', 'Pavlenko', 'Zinchenko'],
  },
  sr: {
    clubs: ['FK {c}', 'Radnički {c}', 'Mladost {c}', 'Sloga {c}', 'Proleter {c}', 'Napredak {c}', 'Jedinstvo {c}'],
    stadiums: ['Gradski stadion {c}', 'Stadion {c}'],
    arenas: ['Hala sportova {c}', '{c} Arena'],
    maleFirst: ['Nikola', 'Luka', 'Stefan', 'Marko', 'Lazar', 'Filip', 'Miloš', 'Nemanja', 'Dušan', 'Aleksa', 'Uroš', 'Vuk'],
    femaleFirst: ['Milica', 'Jovana', 'Ana', 'Teodora', 'Katarina', 'Jelena', 'Nina', 'Sara', 'Tijana', 'Marija'],
    last: ['Jovanović', 'Petrović', 'Nikolić', 'Marković', 'Đorđević', 'Stojanović', 'Ilić', 'Stanković', 'Pavlović', 'Milošević', 'Popović', 'Kostić', 'Lazić', 'Savić'],
  },
  in: {
    clubs: ['{c} FC', '{c} City FC', '{c} United', 'Sporting {c}', '{c} Dynamos'],
    stadiums: ['{c} Cricket Ground', '{c} Stadium', '{c} Sports Complex'],
    arenas: ['{c} Indoor Stadium'],
    maleFirst: ['Arjun', 'Rohit', 'Virat', 'Rahul', 'Karan', 'Aditya', 'Vikram', 'Sanjay', 'Ishan', 'Yash', 'Harsh', 'Ankit'],
    femaleFirst: ['Priya', 'Ananya', 'Diya', 'Isha', 'Kavya', 'Neha', 'Pooja', 'Riya', 'Sneha', 'Aditi'],
    last: ['Sharma', 'Patel', 'Singh', 'Kumar', 'Gupta', 'Reddy', 'Iyer', 'Nair', 'Rao', 'Joshi', 'Mehta', 'Chopra', 'Desai', 'Pillai'],
  },
  pk: {
    clubs: ['{c} FC', '{c} City', '{c} United', '{c} Army'],
    stadiums: ['{c} Stadium', '{c} Cricket Ground'],
    arenas: ['{c} Sports Complex'],
    maleFirst: ['Ahmed', 'Ali', 'Hassan', 'Usman', 'Bilal', 'Hamza', 'Imran', 'Faisal', 'Zain', 'Saad', 'Shoaib', 'Fakhar'],
    femaleFirst: ['Ayesha', 'Fatima', 'Sana', 'Hira', 'Maryam', 'Zara', 'Nida', 'Amna'],
    last: ['Khan', 'Ahmed', 'Ali', 'Butt', 'Malik', 'Qureshi', 'Sheikh', 'Chaudhry', 'Raza', 'Iqbal', 'Shah', 'Mirza'],
  },
};

// prettier-ignore
const STYLE_BY_COUNTRY: Record<string, string> = {
  GB: 'en', US: 'en', CA: 'en', AU: 'en', NZ: 'en', ZA: 'en', IN: 'in', PK: 'pk',
  ES: 'es', AR: 'es', MX: 'es', DE: 'de', AT: 'de', CH: 'de', IT: 'it', FR: 'fr', BE: 'nl',
  BR: 'pt', PT: 'pt', NL: 'nl', TR: 'tr', SE: 'sv', FI: 'fi', CZ: 'cs', PL: 'pl', GR: 'el',
  JP: 'ja', RS: 'sr', CN: 'zh', KR: 'ko', UA: 'ua',
};

export function namingStyle(countryCode: string): NamingStyle {
  return STYLES[STYLE_BY_COUNTRY[countryCode] ?? 'en'] as NamingStyle;
}
