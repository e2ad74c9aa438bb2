import type { LocalizedText } from '../localized-text';

export interface Country {
  code: string;
  slug: string;
  names: LocalizedText;
  /** Rough weight of the country's betting interest; drives category priority. */
  weight: number;
}

export const COUNTRIES: Country[] = [
  {
    code: 'GB',
    slug: 'england',
    names: { en: 'England', de: 'England', 'pt-BR': 'Inglaterra', ar: 'إنجلترا' },
    weight: 100,
  },
  {
    code: 'ES',
    slug: 'spain',
    names: { en: 'Spain', de: 'Spanien', 'pt-BR': 'Espanha', ar: 'إسبانيا' },
    weight: 95,
  },
  {
    code: 'DE',
    slug: 'germany',
    names: { en: 'Germany', de: 'Deutschland', 'pt-BR': 'Alemanha', ar: 'ألمانيا' },
    weight: 92,
  },
  {
    code: 'IT',
    slug: 'italy',
    names: { en: 'Italy', de: 'Italien', 'pt-BR': 'Itália', ar: 'إيطاليا' },
    weight: 90,
  },
  {
    code: 'FR',
    slug: 'france',
    names: { en: 'France', de: 'Frankreich', 'pt-BR': 'França', ar: 'فرنسا' },
    weight: 88,
  },
  {
    code: 'BR',
    slug: 'brazil',
    names: { en: 'Brazil', de: 'Brasilien', 'pt-BR': 'Brasil', ar: 'البرازيل' },
    weight: 86,
  },
  {
    code: 'US',
    slug: 'usa',
    names: { en: 'USA', de: 'USA', 'pt-BR': 'EUA', ar: 'الولايات المتحدة' },
    weight: 85,
  },
  {
    code: 'PT',
    slug: 'portugal',
    names: { en: 'Portugal', de: 'Portugal', 'pt-BR': 'Portugal', ar: 'البرتغال' },
    weight: 80,
  },
  {
    code: 'NL',
    slug: 'netherlands',
    names: { en: 'Netherlands', de: 'Niederlande', 'pt-BR': 'Países Baixos', ar: 'هولندا' },
    weight: 78,
  },
  {
    code: 'AR',
    slug: 'argentina',
    names: { en: 'Argentina', de: 'Argentinien', 'pt-BR': 'Argentina', ar: 'الأرجنتين' },
    weight: 76,
  },
  {
    code: 'TR',
    slug: 'turkey',
    names: { en: 'Turkey', de: 'Türkei', 'pt-BR': 'Turquia', ar: 'تركيا' },
    weight: 72,
  },
  {
    code: 'BE',
    slug: 'belgium',
    names: { en: 'Belgium', de: 'Belgien', 'pt-BR': 'Bélgica', ar: 'بلجيكا' },
    weight: 70,
  },
  {
    code: 'SE',
    slug: 'sweden',
    names: { en: 'Sweden', de: 'Schweden', 'pt-BR': 'Suécia', ar: 'السويد' },
    weight: 66,
  },
  {
    code: 'FI',
    slug: 'finland',
    names: { en: 'Finland', de: 'Finnland', 'pt-BR': 'Finlândia', ar: 'فنلندا' },
    weight: 60,
  },
  {
    code: 'CZ',
    slug: 'czechia',
    names: { en: 'Czechia', de: 'Tschechien', 'pt-BR': 'Tchéquia', ar: 'التشيك' },
    weight: 62,
  },
  {
    code: 'PL',
    slug: 'poland',
    names: { en: 'Poland', de: 'Polen', 'pt-BR': 'Polônia', ar: 'بولندا' },
    weight: 64,
  },
  {
    code: 'GR',
    slug: 'greece',
    names: { en: 'Greece', de: 'Griechenland', 'pt-BR': 'Grécia', ar: 'اليونان' },
    weight: 63,
  },
  {
    code: 'CA',
    slug: 'canada',
    names: { en: 'Canada', de: 'Kanada', 'pt-BR': 'Canadá', ar: 'كندا' },
    weight: 68,
  },
  {
    code: 'JP',
    slug: 'japan',
    names: { en: 'Japan', de: 'Japan', 'pt-BR': 'Japão', ar: 'اليابان' },
    weight: 58,
  },
  {
    code: 'MX',
    slug: 'mexico',
    names: { en: 'Mexico', de: 'Mexiko', 'pt-BR': 'México', ar: 'المكسيك' },
    weight: 65,
  },
  {
    code: 'AU',
    slug: 'australia',
    names: { en: 'Australia', de: 'Australien', 'pt-BR': 'Austrália', ar: 'أستراليا' },
    weight: 67,
  },
  {
    code: 'IN',
    slug: 'india',
    names: { en: 'India', de: 'Indien', 'pt-BR': 'Índia', ar: 'الهند' },
    weight: 61,
  },
  {
    code: 'ZA',
    slug: 'south-africa',
    names: { en: 'South Africa', de: 'Südafrika', 'pt-BR': 'África do Sul', ar: 'جنوب أفريقيا' },
    weight: 55,
  },
  {
    code: 'NZ',
    slug: 'new-zealand',
    names: { en: 'New Zealand', de: 'Neuseeland', 'pt-BR': 'Nova Zelândia', ar: 'نيوزيلندا' },
    weight: 54,
  },
  {
    code: 'PK',
    slug: 'pakistan',
    names: { en: 'Pakistan', de: 'Pakistan', 'pt-BR': 'Paquistão', ar: 'باكستان' },
    weight: 53,
  },
  {
    code: 'RS',
    slug: 'serbia',
    names: { en: 'Serbia', de: 'Serbien', 'pt-BR': 'Sérvia', ar: 'صربيا' },
    weight: 52,
  },
  {
    code: 'CH',
    slug: 'switzerland',
    names: { en: 'Switzerland', de: 'Schweiz', 'pt-BR': 'Suíça', ar: 'سويسرا' },
    weight: 57,
  },
  {
    code: 'AT',
    slug: 'austria',
    names: { en: 'Austria', de: 'Österreich', 'pt-BR': 'Áustria', ar: 'النمسا' },
    weight: 59,
  },
];

/** Countries where a sport is actually played at a level worth listing first. */
export const SPORT_HOME_COUNTRIES: Record<string, string[]> = {
  basketball: ['US', 'ES', 'GR', 'TR', 'IT', 'FR', 'DE', 'AR', 'BR', 'RS', 'AU'],
  'ice-hockey': ['US', 'CA', 'SE', 'FI', 'CZ', 'DE', 'CH', 'AT'],
  volleyball: ['IT', 'PL', 'BR', 'TR', 'FR', 'DE', 'JP'],
  handball: ['DE', 'FR', 'ES', 'SE', 'PL', 'PT', 'AT'],
  baseball: ['US', 'JP', 'MX', 'CA'],
  'american-football': ['US', 'CA'],
  cricket: ['IN', 'AU', 'GB', 'PK', 'ZA', 'NZ'],
};
