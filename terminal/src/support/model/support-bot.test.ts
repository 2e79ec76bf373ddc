import { describe, expect, it } from 'vitest';
import {
  answerMessage,
  normalizeMessage,
  parseFaqEntries,
  scriptedTopic,
  searchFaq,
  supportFaqEntrySchema,
  type SupportFaqEntry,
} from './support-bot';

// A slice of the seeded FAQ (cms/src/seed/content/faq-entries.ts), in both languages.
const FAQ: SupportFaqEntry[] = [
  ['1', 'finance', 'What is the minimum withdrawal?', 'The minimum withdrawal is 50 USD.', ['withdraw', 'minimum']],
  ['2', 'finance', 'How fast are deposits?', 'Card deposits are instant.', ['deposit']],
  ['3', 'security', 'How long does verification take?', '1 to 3 business days.', ['kyc', 'verification']],
  ['4', 'security', 'Should I enable two-factor authentication?', 'Yes, in Settings.', ['2fa', 'two-factor']],
  ['5', 'trading', 'What leverage is available?', 'Up to 10x on crypto.', ['leverage', 'margin']],
  ['6', 'security', 'Сколько длится верификация?', 'От 1 до 3 рабочих дней.', ['kyc', 'верификация']],
  ['7', 'finance', 'Какова минимальная сумма вывода?', 'Минимальная сумма вывода — 50 USD.', ['вывод']],
].map(([id, category, question, answer, keywords]) => supportFaqEntrySchema.parse({ id, category, question, answer, keywords }));

const firstQuestion = (query: string) => searchFaq(FAQ, query)[0]?.question;

describe('chat FAQ search', () => {
  it.each([
    ['verifcation', 'How long does verification take?'],
    ['How lnog does verificaton take', 'How long does verification take?'],
    ['minimun withdrawl', 'What is the minimum withdrawal?'],
    ['levrage', 'What leverage is available?'],
    ['DEPOSITS', 'How fast are deposits?'],
    ['верефикацыя', 'Сколько длится верификация?'],
    ['минимальная сума вывда', 'Какова минимальная сумма вывода?'],
  ])('finds %j despite up to three typos', (query, question) => {
    expect(firstQuestion(query)).toBe(question);
  });

  it('finds an entry by one of its keywords', () => {
    expect(firstQuestion('2fa')).toBe('Should I enable two-factor authentication?');
  });

  it.each(['', '   ', '\n\t'])('finds nothing for the empty query %j', (query) => {
    expect(searchFaq(FAQ, query)).toEqual([]);
  });

  it('finds nothing for words four or more edits away from every question', () => {
    expect(searchFaq(FAQ, 'cryptocurrency staking rewards')).toEqual([]);
    expect(searchFaq(FAQ, 'vrfctn')).toEqual([]);
  });
});

describe('chat bot', () => {
  it.each([
    ['Hello!', 'greeting'],
    ['hi there', 'greeting'],
    ['Здравствуйте', 'greeting'],
    ['Добрый день!', 'greeting'],
    ['bye', 'farewell'],
    ['Goodbye and thanks', 'farewell'],
    ['До свидания', 'farewell'],
    ['I want an operator', 'operator'],
    ['Соедините с оператором', 'operator'],
    ['hello, can I talk to a human?', 'operator'],
    ['Hallo, ich möchte einen Mitarbeiter sprechen', 'operator'],
    ['operador', 'operator'],
    ['Guten Tag!', 'greeting'],
    ['¡Hola!', 'greeting'],
    ['Tschüss', 'farewell'],
    ['Adiós, gracias', 'farewell'],
  ])('answers %j with the scripted %s reply', (message, topic) => {
    expect(answerMessage(message, FAQ)).toEqual({ kind: 'scripted', topic });
  });

  it('does not mistake words that merely contain a keyword for a greeting', () => {
    expect(scriptedTopic('this withdrawal is high')).toBeNull();
  });

  it('answers a question with the closest FAQ entry', () => {
    const reply = answerMessage('  how long does verifcation take?  ', FAQ);
    expect(reply).toEqual({ kind: 'faq', entry: FAQ[2] });
  });

  it('says nothing was found for a question no entry is near', () => {
    expect(answerMessage('Do you list Dogecoin futures on weekends?', FAQ)).toEqual({ kind: 'no-match' });
  });

  it('sends nothing for blank messages and trims the rest', () => {
    expect(answerMessage('   ', FAQ)).toBeNull();
    expect(normalizeMessage('\n  hello \t')).toBe('hello');
    expect(normalizeMessage(' \n ')).toBeNull();
  });
});

describe('FAQ entries from the CMS', () => {
  it('reads Payload keyword rows and drops malformed entries', () => {
    const entries = parseFaqEntries([
      { id: 7, question: 'How fast are deposits?', answer: 'Instant.', category: 'finance', keywords: [{ keyword: 'deposit', id: 'k1' }] },
      { id: 8, question: '', answer: 'No question.', category: 'finance' },
      'not an entry',
    ]);
    expect(entries).toEqual([
      { id: '7', question: 'How fast are deposits?', answer: 'Instant.', category: 'finance', keywords: ['deposit'] },
    ]);
    expect(searchFaq(entries, 'deposti')[0]?.id).toBe('7');
  });
});
