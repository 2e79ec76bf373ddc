import type { Locale } from '../../locales';

/** One FAQ entry: its category, [question, answer] per language, and search keywords (any language). */
export type FaqEntry = {
  category: 'trading' | 'finance' | 'security';
  texts: Record<Locale, [question: string, answer: string]>;
  keywords: string[];
};

export const faqEntries: FaqEntry[] = [
  {
    category: 'trading',
    keywords: ['trade', 'duration', 'сделка', 'Handel', 'operación'],
    texts: {
      en: ['What is the minimum trade duration?', 'A manual trade must stay open for at least 3 minutes.'],
      ru: ['Какова минимальная длительность сделки?', 'Ручная сделка должна оставаться открытой не менее 3 минут.'],
      de: [
        'Wie lange muss ein Trade mindestens offen bleiben?',
        'Ein manuell eröffneter Trade muss mindestens 3 Minuten lang offen bleiben.',
      ],
      es: ['¿Cuál es la duración mínima de una operación?', 'Una operación manual debe permanecer abierta al menos 3 minutos.'],
    },
  },
  {
    category: 'trading',
    keywords: ['position', 'hold', 'позиция', 'Haltedauer', 'posición'],
    texts: {
      en: ['How long can I hold a position?', 'A position may be held for at most 21 days.'],
      ru: ['Как долго можно держать позицию?', 'Позицию можно удерживать не более 21 дня.'],
      de: ['Wie lange kann ich eine Position halten?', 'Eine Position kann höchstens 21 Tage lang gehalten werden.'],
      es: ['¿Cuánto tiempo puedo mantener una posición?', 'Una posición puede mantenerse abierta como máximo 21 días.'],
    },
  },
  {
    category: 'trading',
    keywords: ['fee', 'commission', 'комиссия', 'Gebühr', 'comisión'],
    texts: {
      en: ['What are the trading fees?', 'Spot trading fees start at 0.1% for makers and takers. VIP levels pay less.'],
      ru: ['Какие торговые комиссии?', 'Комиссии на споте — от 0,1% для мейкеров и тейкеров. На уровнях VIP ниже.'],
      de: [
        'Welche Handelsgebühren fallen an?',
        'Die Gebühren im Spothandel beginnen bei 0,1 % für Maker und Taker. Auf den VIP-Stufen zahlen Sie weniger.',
      ],
      es: [
        '¿Cuáles son las comisiones de trading?',
        'Las comisiones del trading spot parten del 0,1 % para makers y takers. Los niveles VIP pagan menos.',
      ],
    },
  },
  {
    category: 'trading',
    keywords: ['leverage', 'margin', 'плечо', 'Hebel', 'apalancamiento'],
    texts: {
      en: ['What leverage is available?', 'Up to 10x on crypto; the forex terminal offers 1:500.'],
      ru: ['Какое кредитное плечо доступно?', 'До 10x на криптовалюте; в терминале форекс — 1:500.'],
      de: ['Welcher Hebel steht zur Verfügung?', 'Bis zu 10x bei Krypto-Werten; im Forex-Terminal bis 1:500.'],
      es: ['¿Qué apalancamiento está disponible?', 'Hasta 10x en cripto; el terminal de forex ofrece 1:500.'],
    },
  },
  {
    category: 'trading',
    keywords: ['coins', 'listing', 'монеты', 'Coins', 'monedas'],
    texts: {
      en: ['How many coins can I trade?', 'More than 100 coins in the terminal and 350+ listed across the platform.'],
      ru: ['Сколько монет можно торговать?', 'Более 100 монет в терминале и 350+ на платформе.'],
      de: ['Wie viele Coins kann ich handeln?', 'Über 100 Coins im Terminal und mehr als 350 auf der gesamten Plattform.'],
      es: ['¿Con cuántas monedas puedo operar?', 'Más de 100 monedas en el terminal y más de 350 listadas en toda la plataforma.'],
    },
  },
  {
    category: 'finance',
    keywords: ['withdraw', 'minimum', 'вывод', 'Auszahlung', 'retiro'],
    texts: {
      en: [
        'What is the minimum withdrawal?',
        'The minimum withdrawal is 50 USD. Withdrawals are processed within 24 hours on business days.',
      ],
      ru: [
        'Какова минимальная сумма вывода?',
        'Минимальная сумма вывода — 50 USD. Выводы обрабатываются в течение 24 часов в рабочие дни.',
      ],
      de: [
        'Wie hoch ist der Mindestbetrag für Auszahlungen?',
        'Die Mindestauszahlung beträgt 50 USD. Auszahlungen werden an Werktagen innerhalb von 24 Stunden bearbeitet.',
      ],
      es: ['¿Cuál es el retiro mínimo?', 'El retiro mínimo es de 50 USD. Los retiros se procesan en un plazo de 24 horas en días hábiles.'],
    },
  },
  {
    category: 'finance',
    keywords: ['deposit', 'пополнение', 'Einzahlung', 'depósito'],
    texts: {
      en: [
        'How fast are deposits?',
        'Card deposits are instant; bank transfers take 1-3 days; crypto deposits need network confirmations (TRC20 about 1 minute, BTC about 30 minutes).',
      ],
      ru: [
        'Как быстро зачисляется пополнение?',
        'Пополнение картой — мгновенно, банковский перевод — 1–3 дня, криптовалюта — после подтверждений сети (TRC20 около 1 минуты, BTC около 30 минут).',
      ],
      de: [
        'Wie schnell werden Einzahlungen gutgeschrieben?',
        'Karteneinzahlungen sofort, Banküberweisungen in 1–3 Tagen; Krypto-Einzahlungen nach den Bestätigungen des Netzwerks (TRC20 etwa 1 Minute, BTC etwa 30 Minuten).',
      ],
      es: [
        '¿Cuánto tardan los depósitos?',
        'Los depósitos con tarjeta son instantáneos; las transferencias bancarias tardan de 1 a 3 días, y los depósitos en cripto requieren las confirmaciones de la red (TRC20, alrededor de 1 minuto; BTC, unos 30 minutos).',
      ],
    },
  },
  {
    category: 'finance',
    keywords: ['inactive', 'fee', 'неактивность', 'Inaktivität', 'inactividad'],
    texts: {
      en: [
        'Is there an inactivity fee?',
        'From the 91st day without activity, up to 5% of the balance and at least 25 USD per month is charged.',
      ],
      ru: ['Есть ли плата за неактивность?', 'С 91-го дня без активности взимается до 5% баланса, но не менее 25 USD в месяц.'],
      de: [
        'Gibt es eine Inaktivitätsgebühr?',
        'Ab dem 91. Tag ohne Aktivität werden monatlich bis zu 5 % des Guthabens, mindestens jedoch 25 USD, berechnet.',
      ],
      es: [
        '¿Hay una comisión por inactividad?',
        'A partir del día 91 sin actividad se cobra hasta un 5 % del saldo al mes, con un mínimo de 25 USD.',
      ],
    },
  },
  {
    category: 'finance',
    keywords: ['bonus', 'бонус', 'Bonus', 'bono'],
    texts: {
      en: ['When can I withdraw a bonus?', 'After reaching the required trading volume per 1,000 USD of bonus.'],
      ru: ['Когда можно вывести бонус?', 'После выполнения требуемого торгового оборота на каждые 1 000 USD бонуса.'],
      de: ['Wann kann ich einen Bonus auszahlen lassen?', 'Sobald Sie das geforderte Handelsvolumen je 1.000 USD Bonus erreicht haben.'],
      es: ['¿Cuándo puedo retirar un bono?', 'Cuando alcance el volumen de trading exigido por cada 1.000 USD de bono.'],
    },
  },
  {
    category: 'finance',
    keywords: ['withdraw', 'charge', 'вывод', 'Auszahlung', 'retiro'],
    texts: {
      en: [
        'Why was I charged 5% on a withdrawal?',
        'An extra 5% applies when fewer than 5 independent trades were made before the withdrawal.',
      ],
      ru: ['Почему с вывода удержали 5%?', 'Дополнительные 5% взимаются, если до вывода было совершено меньше 5 независимых сделок.'],
      de: [
        'Warum wurden bei meiner Auszahlung 5 % einbehalten?',
        'Zusätzliche 5 % fallen an, wenn vor der Auszahlung weniger als 5 unabhängige Trades ausgeführt wurden.',
      ],
      es: [
        '¿Por qué me cobraron un 5 % en un retiro?',
        'Se aplica un 5 % adicional cuando se han realizado menos de 5 operaciones independientes antes del retiro.',
      ],
    },
  },
  {
    category: 'security',
    keywords: ['cold storage', 'safety', 'безопасность', 'Sicherheit', 'seguridad'],
    texts: {
      en: [
        'How are my funds protected?',
        '95% of client assets are kept in cold storage, and withdrawals go only to whitelisted addresses.',
      ],
      ru: [
        'Как защищены мои средства?',
        '95% активов клиентов хранятся в холодных кошельках, а вывод возможен только на адреса из белого списка.',
      ],
      de: [
        'Wie sind meine Gelder geschützt?',
        '95 % der Kundengelder werden in Cold Storage verwahrt, und Auszahlungen gehen nur an freigegebene Adressen.',
      ],
      es: [
        '¿Cómo se protegen mis fondos?',
        'El 95 % de los activos de los clientes se guarda en almacenamiento en frío, y los retiros solo se envían a direcciones de la lista blanca.',
      ],
    },
  },
  {
    category: 'security',
    keywords: ['kyc', 'verification', 'верификация', 'Verifizierung', 'verificación'],
    texts: {
      en: [
        'How long does verification take?',
        '1 to 3 business days, up to 5 at peak times. Documents: ID valid 6+ months, proof of address under 90 days old; PDF, JPEG, JPG or PNG.',
      ],
      ru: [
        'Сколько длится верификация?',
        'От 1 до 3 рабочих дней, в пиковые периоды до 5. Документ должен быть действителен ещё 6+ месяцев, подтверждение адреса — не старше 90 дней; PDF, JPEG, JPG или PNG.',
      ],
      de: [
        'Wie lange dauert die Verifizierung?',
        '1 bis 3 Werktage, in Spitzenzeiten bis zu 5. Unterlagen: ein Ausweis, der noch mindestens 6 Monate gültig ist, und ein Adressnachweis, der höchstens 90 Tage alt ist; als PDF, JPEG, JPG oder PNG.',
      ],
      es: [
        '¿Cuánto tarda la verificación?',
        'De 1 a 3 días hábiles, hasta 5 en periodos de mucha demanda. Documentos: un documento de identidad con al menos 6 meses de validez y un justificante de domicilio de menos de 90 días; en PDF, JPEG, JPG o PNG.',
      ],
    },
  },
  {
    category: 'security',
    keywords: ['2fa', 'two-factor', 'двухфакторная', 'Zwei-Faktor', 'dos factores'],
    texts: {
      en: [
        'Should I enable two-factor authentication?',
        'Yes. Turn it on in Settings → Security with an authenticator app or e-mail codes.',
      ],
      ru: [
        'Нужно ли включать двухфакторную аутентификацию?',
        'Да. Включите её в Настройки → Безопасность через приложение-аутентификатор или коды по e-mail.',
      ],
      de: [
        'Sollte ich die Zwei-Faktor-Authentifizierung aktivieren?',
        'Ja. Aktivieren Sie sie unter Einstellungen → Sicherheit mit einer Authenticator-App oder mit Codes per E-Mail.',
      ],
      es: [
        '¿Debo activar la autenticación en dos pasos?',
        'Sí. Actívela en Configuración → Seguridad con una aplicación de autenticación o con códigos por correo electrónico.',
      ],
    },
  },
  {
    category: 'security',
    keywords: ['account', 'счёт', 'Konto', 'cuenta'],
    texts: {
      en: ['Can I open a second account?', 'No. One person may hold one account; duplicate accounts are blocked.'],
      ru: ['Можно ли открыть второй счёт?', 'Нет. Один человек может иметь только один счёт; дубликаты блокируются.'],
      de: ['Kann ich ein zweites Konto eröffnen?', 'Nein. Jede Person darf nur ein Konto führen; doppelte Konten werden gesperrt.'],
      es: ['¿Puedo abrir una segunda cuenta?', 'No. Cada persona puede tener una sola cuenta; las cuentas duplicadas se bloquean.'],
    },
  },
  {
    category: 'security',
    keywords: ['phone', 'email', 'телефон', 'Telefon', 'teléfono'],
    texts: {
      en: ['What happens after I change my phone or e-mail?', 'You must confirm the new contact and pass verification again.'],
      ru: ['Что будет после смены телефона или e-mail?', 'Нужно подтвердить новый контакт и пройти верификацию повторно.'],
      de: [
        'Was passiert, wenn ich meine Telefonnummer oder E-Mail-Adresse ändere?',
        'Sie müssen die neuen Kontaktdaten bestätigen und die Verifizierung erneut durchlaufen.',
      ],
      es: [
        '¿Qué ocurre si cambio mi teléfono o mi correo electrónico?',
        'Deberá confirmar el nuevo dato de contacto y volver a pasar la verificación.',
      ],
    },
  },
];
