import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HIDE_STOP_LOSS_KEY } from '../domain';
import { $pickedPrice, $stopLossHintHidden, clearPickedPrice, hideStopLossRecommendations, pickPrice } from './spot-form';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  clearPickedPrice();
});

describe('picked price', () => {
  it('hands a clicked book price to the order form, and a second click on it again', () => {
    pickPrice('61837.63000000', 1);
    expect($pickedPrice.get()).toEqual({ price: '61837.63000000', at: 1 });
    pickPrice('61837.63000000', 2);
    expect($pickedPrice.get()?.at).toBe(2);
  });

  it('ignores text that is not a price', () => {
    pickPrice('-5', 1);
    pickPrice('', 2);
    expect($pickedPrice.get()).toBeNull();
  });
});

describe('stop-loss recommendation choice', () => {
  it('is saved locally when the trader hides it', () => {
    expect($stopLossHintHidden.get()).toBe(false);
    hideStopLossRecommendations(true);
    expect(getTestStorage()[HIDE_STOP_LOSS_KEY]).toBe('true');
  });

  it('reads a damaged saved value as "show"', () => {
    setTestStorageKey(HIDE_STOP_LOSS_KEY, 'yes please');
    expect($stopLossHintHidden.get()).toBe(false);
    setTestStorageKey(HIDE_STOP_LOSS_KEY, 'true');
    expect($stopLossHintHidden.get()).toBe(true);
  });
});
