import type { LocalizedText } from '../localized-text';
import type { ProviderName, SportKind } from '../provider';

export interface SportDefinition {
  id: number;
  urnId: string;
  key: string;
  names: LocalizedText;
  basePriority: number;
  type: SportKind;
  provider: ProviderName;
  /** How the sport's categories are organised: by country, or a fixed list (tours, circuits). */
  categories:
    'countries' | Array<{ slug: string; names: LocalizedText; countryCode: string | null }>;
  /** How many countries a country-organised sport covers. */
  countryCount?: number;
}

const international = (slug: string, en: string, de: string, pt: string, ar: string) => ({
  slug,
  names: { en, de, 'pt-BR': pt, ar },
  countryCode: null,
});

/** Sports of the simulated providers; ids follow the real providers' numbering where one exists. */
export const SPORT_DEFINITIONS: SportDefinition[] = [
  {
    id: 1,
    urnId: 'sr:sport:1',
    key: 'football',
    names: { en: 'Football', de: 'Fußball', 'pt-BR': 'Futebol', ar: 'كرة القدم' },
    basePriority: 1000,
    type: 'regular',
    provider: 'betradar',
    categories: 'countries',
    countryCount: 24,
  },
  {
    id: 5,
    urnId: 'sr:sport:5',
    key: 'tennis',
    names: { en: 'Tennis', de: 'Tennis', 'pt-BR': 'Tênis', ar: 'التنس' },
    basePriority: 950,
    type: 'regular',
    provider: 'betradar',
    categories: [
      international('atp', 'ATP', 'ATP', 'ATP', 'رابطة محترفي التنس'),
      international('wta', 'WTA', 'WTA', 'WTA', 'رابطة لاعبات التنس'),
      international('challenger', 'Challenger', 'Challenger', 'Challenger', 'تشالنجر'),
      international('itf-men', 'ITF Men', 'ITF Herren', 'ITF Masculino', 'الاتحاد الدولي - رجال'),
      international(
        'itf-women',
        'ITF Women',
        'ITF Damen',
        'ITF Feminino',
        'الاتحاد الدولي - سيدات',
      ),
    ],
  },
  {
    id: 2,
    urnId: 'sr:sport:2',
    key: 'basketball',
    names: { en: 'Basketball', de: 'Basketball', 'pt-BR': 'Basquete', ar: 'كرة السلة' },
    basePriority: 900,
    type: 'regular',
    provider: 'betradar',
    categories: 'countries',
    countryCount: 14,
  },
  {
    id: 4,
    urnId: 'sr:sport:4',
    key: 'ice-hockey',
    names: { en: 'Ice Hockey', de: 'Eishockey', 'pt-BR': 'Hóquei no Gelo', ar: 'هوكي الجليد' },
    basePriority: 850,
    type: 'regular',
    provider: 'betradar',
    categories: 'countries',
    countryCount: 10,
  },
  {
    id: 23,
    urnId: 'sr:sport:23',
    key: 'volleyball',
    names: { en: 'Volleyball', de: 'Volleyball', 'pt-BR': 'Vôlei', ar: 'الكرة الطائرة' },
    basePriority: 700,
    type: 'regular',
    provider: 'betradar',
    categories: 'countries',
    countryCount: 10,
  },
  {
    id: 6,
    urnId: 'sr:sport:6',
    key: 'handball',
    names: { en: 'Handball', de: 'Handball', 'pt-BR': 'Handebol', ar: 'كرة اليد' },
    basePriority: 650,
    type: 'regular',
    provider: 'betradar',
    categories: 'countries',
    countryCount: 10,
  },
  {
    id: 3,
    urnId: 'sr:sport:3',
    key: 'baseball',
    names: { en: 'Baseball', de: 'Baseball', 'pt-BR': 'Beisebol', ar: 'البيسبول' },
    basePriority: 600,
    type: 'regular',
    provider: 'betradar',
    categories: 'countries',
    countryCount: 6,
  },
  {
    id: 16,
    urnId: 'sr:sport:16',
    key: 'american-football',
    names: {
      en: 'American Football',
      de: 'American Football',
      'pt-BR': 'Futebol Americano',
      ar: 'كرة القدم الأمريكية',
    },
    basePriority: 620,
    type: 'regular',
    provider: 'betradar',
    categories: 'countries',
    countryCount: 3,
  },
  {
    id: 20,
    urnId: 'sr:sport:20',
    key: 'table-tennis',
    names: { en: 'Table Tennis', de: 'Tischtennis', 'pt-BR': 'Tênis de Mesa', ar: 'تنس الطاولة' },
    basePriority: 550,
    type: 'regular',
    provider: 'betradar',
    categories: [
      international('international', 'International', 'International', 'Internacional', 'دولي'),
      international('tt-cup', 'TT Cup', 'TT Cup', 'TT Cup', 'كأس تنس الطاولة'),
      international('setka-cup', 'Setka Cup', 'Setka Cup', 'Setka Cup', 'كأس سيتكا'),
    ],
  },
  {
    id: 21,
    urnId: 'sr:sport:21',
    key: 'cricket',
    names: { en: 'Cricket', de: 'Cricket', 'pt-BR': 'Críquete', ar: 'الكريكيت' },
    basePriority: 750,
    type: 'premium_cricket',
    provider: 'betradar',
    categories: 'countries',
    countryCount: 6,
  },
  {
    id: 1001,
    urnId: 'od:sport:1',
    key: 'cs2',
    names: {
      en: 'Counter-Strike 2',
      de: 'Counter-Strike 2',
      'pt-BR': 'Counter-Strike 2',
      ar: 'كاونتر سترايك 2',
    },
    basePriority: 500,
    type: 'cyber',
    provider: 'oddin',
    categories: [
      international('international', 'International', 'International', 'Internacional', 'دولي'),
      international('europe', 'Europe', 'Europa', 'Europa', 'أوروبا'),
      international('americas', 'Americas', 'Amerika', 'Américas', 'الأمريكتان'),
      international('asia', 'Asia', 'Asien', 'Ásia', 'آسيا'),
    ],
  },
  {
    id: 1002,
    urnId: 'od:sport:2',
    key: 'dota-2',
    names: { en: 'Dota 2', de: 'Dota 2', 'pt-BR': 'Dota 2', ar: 'دوتا 2' },
    basePriority: 480,
    type: 'cyber',
    provider: 'oddin',
    categories: [
      international('international', 'International', 'International', 'Internacional', 'دولي'),
      international('europe', 'Europe', 'Europa', 'Europa', 'أوروبا'),
      international('asia', 'Asia', 'Asien', 'Ásia', 'آسيا'),
    ],
  },
  {
    id: 1003,
    urnId: 'od:sport:3',
    key: 'league-of-legends',
    names: {
      en: 'League of Legends',
      de: 'League of Legends',
      'pt-BR': 'League of Legends',
      ar: 'ليغ أوف ليجندز',
    },
    basePriority: 470,
    type: 'cyber',
    provider: 'oddin',
    categories: [
      international('international', 'International', 'International', 'Internacional', 'دولي'),
      international('korea', 'Korea', 'Korea', 'Coreia', 'كوريا'),
      international('europe', 'Europe', 'Europa', 'Europa', 'أوروبا'),
    ],
  },
  {
    id: 1004,
    urnId: 'od:sport:4',
    key: 'valorant',
    names: { en: 'Valorant', de: 'Valorant', 'pt-BR': 'Valorant', ar: 'فالورانت' },
    basePriority: 460,
    type: 'cyber',
    provider: 'oddin',
    categories: [
      international('international', 'International', 'International', 'Internacional', 'دولي'),
      international('americas', 'Americas', 'Amerika', 'Américas', 'الأمريكتان'),
      international('pacific', 'Pacific', 'Pazifik', 'Pacífico', 'المحيط الهادئ'),
    ],
  },
];
