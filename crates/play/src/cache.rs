//! A bounded in-memory map for hot lookups (games, a game's moves, API tokens). Each entry has
//! a weight, and the map keeps the sum of its entries' weights under a budget: for the game and
//! move caches the weight is the entry's bytes, so the memory they hold is bounded whatever the
//! games are like (a long game's moves weigh hundreds of times a short one's). When an entry
//! would go over the budget, the less recently used half goes at once, so the bookkeeping per
//! access is a counter.

use std::collections::HashMap;
use std::sync::Mutex;

/// Each entry with its weight and the tick of its last use.
struct Entries<V> {
    map: HashMap<String, (V, usize, u64)>,
    tick: u64,
    /// The sum of the entries' weights.
    weight: usize,
}

/// How a cache weighs its entries against its budget.
enum Measure<V> {
    /// One an entry: the budget is a number of entries.
    Entries,
    /// Bytes: the value's (as the function finds them), its key's and the entry's own.
    Bytes(fn(&V) -> usize),
}

pub struct Recent<V> {
    entries: Mutex<Entries<V>>,
    budget: usize,
    measure: Measure<V>,
}

/// What a map entry costs beside its key and value (hash table slot, tick, weight).
const ENTRY_OVERHEAD: usize = 48;

impl<V: Clone> Recent<V> {
    /// At most `capacity` entries.
    pub fn new(capacity: usize) -> Recent<V> {
        Recent::measured(capacity.max(2), Measure::Entries)
    }

    /// Entries of at most `budget` bytes in all, each value's bytes found by `bytes` (its key's
    /// and the entry's own are added).
    pub fn weighed(budget: usize, bytes: fn(&V) -> usize) -> Recent<V> {
        Recent::measured(budget, Measure::Bytes(bytes))
    }

    fn measured(budget: usize, measure: Measure<V>) -> Recent<V> {
        Recent { entries: Mutex::new(Entries { map: HashMap::new(), tick: 0, weight: 0 }), budget, measure }
    }

    fn weight_of(&self, key: &str, value: &V) -> usize {
        match self.measure {
            Measure::Entries => 1,
            Measure::Bytes(bytes) => bytes(value) + key.len() + ENTRY_OVERHEAD,
        }
    }

    pub fn get(&self, key: &str) -> Option<V> {
        let mut guard = self.entries.lock().expect("never poisoned");
        let e = &mut *guard;
        e.tick += 1;
        let now = e.tick;
        e.map.get_mut(key).map(|(v, _, used)| {
            *used = now;
            v.clone()
        })
    }

    /// Keeps `value` under `key`, unless it alone weighs more than the budget.
    pub fn put(&self, key: &str, value: V) {
        let weight = self.weight_of(key, &value);
        let mut guard = self.entries.lock().expect("never poisoned");
        let e = &mut *guard;
        e.tick += 1;
        if let Some((_, old, _)) = e.map.remove(key) {
            e.weight -= old;
        }
        if weight > self.budget {
            return;
        }
        while e.weight + weight > self.budget && !e.map.is_empty() {
            let mut ticks: Vec<u64> = e.map.values().map(|(_, _, t)| *t).collect();
            let middle = ticks.len() / 2;
            let (_, median, _) = ticks.select_nth_unstable(middle);
            let median = *median;
            e.map.retain(|_, (_, _, t)| *t > median);
            e.weight = e.map.values().map(|(_, w, _)| w).sum();
        }
        e.weight += weight;
        e.map.insert(key.to_string(), (value, weight, e.tick));
    }

    /// Removes and returns an entry (so a caller holding the only reference can change it in
    /// place and put it back).
    pub fn take(&self, key: &str) -> Option<V> {
        let mut guard = self.entries.lock().expect("never poisoned");
        let (value, weight, _) = guard.map.remove(key)?;
        guard.weight -= weight;
        Some(value)
    }

    pub fn remove(&self, key: &str) {
        self.take(key);
    }

    pub fn clear(&self) {
        let mut guard = self.entries.lock().expect("never poisoned");
        guard.map.clear();
        guard.weight = 0;
    }

    pub fn len(&self) -> usize {
        self.entries.lock().expect("never poisoned").map.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The sum of the entries' weights (bytes, for a cache weighed in bytes).
    pub fn weight(&self) -> usize {
        self.entries.lock().expect("never poisoned").weight
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_full_cache_keeps_the_recently_used_half() {
        let cache = Recent::new(4);
        for k in ["a", "b", "c", "d"] {
            cache.put(k, k.to_string());
        }
        assert_eq!(cache.get("a").as_deref(), Some("a"));
        cache.put("e", "e".into());
        assert!(cache.len() <= 4);
        assert!(cache.get("a").is_some(), "recently read survives");
        assert!(cache.get("e").is_some(), "the new entry is kept");
        assert!(cache.get("b").is_none(), "the least recently used go");
        cache.remove("a");
        assert!(cache.get("a").is_none());
        cache.clear();
        assert!(cache.is_empty());
    }

    #[test]
    fn a_cache_weighed_in_bytes_stays_under_its_budget() {
        let cache: Recent<String> = Recent::weighed(100_000, |s| s.capacity());
        // Entries of very different sizes: the count says nothing, the bytes everything.
        for i in 0..1000 {
            let size = if i % 10 == 0 { 20_000 } else { 100 };
            cache.put(&format!("k{i}"), "x".repeat(size));
            assert!(cache.weight() <= 100_000, "{} bytes after {i}", cache.weight());
        }
        assert!(cache.get("k999").is_some(), "the newest stays");
        // Weighed by the same rule, the kept entries add up to the weight reported.
        let kept: usize = (0..1000)
            .filter_map(|i| cache.get(&format!("k{i}")).map(|v| v.capacity() + format!("k{i}").len() + ENTRY_OVERHEAD))
            .sum();
        assert_eq!(kept, cache.weight());
        // One entry over the whole budget is not kept (and evicts nothing).
        let before = cache.len();
        cache.put("huge", "x".repeat(200_000));
        assert!(cache.get("huge").is_none());
        assert_eq!(cache.len(), before);
        // Replacing an entry replaces its weight.
        cache.put("k999", "y".repeat(10));
        cache.take("k999");
        let kept: usize = (0..999)
            .filter_map(|i| cache.get(&format!("k{i}")).map(|v| v.capacity() + format!("k{i}").len() + ENTRY_OVERHEAD))
            .sum();
        assert_eq!(kept, cache.weight());
    }
}
