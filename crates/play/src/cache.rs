//! A small bounded in-memory map for hot lookups (a game's moves, API tokens). When full it
//! drops the less recently used half at once, so memory stays bounded without per-access
//! bookkeeping beyond a counter.

use std::collections::HashMap;
use std::sync::Mutex;

/// Each entry with the tick of its last use, and the current tick.
type Entries<V> = (HashMap<String, (V, u64)>, u64);

pub struct Recent<V> {
    entries: Mutex<Entries<V>>,
    capacity: usize,
}

impl<V: Clone> Recent<V> {
    pub fn new(capacity: usize) -> Recent<V> {
        Recent { entries: Mutex::new((HashMap::new(), 0)), capacity: capacity.max(2) }
    }

    pub fn get(&self, key: &str) -> Option<V> {
        let mut guard = self.entries.lock().expect("never poisoned");
        let (map, tick) = &mut *guard;
        *tick += 1;
        let now = *tick;
        map.get_mut(key).map(|(v, used)| {
            *used = now;
            v.clone()
        })
    }

    pub fn put(&self, key: &str, value: V) {
        let mut guard = self.entries.lock().expect("never poisoned");
        let (map, tick) = &mut *guard;
        *tick += 1;
        if map.len() >= self.capacity && !map.contains_key(key) {
            let mut ticks: Vec<u64> = map.values().map(|(_, t)| *t).collect();
            let middle = ticks.len() / 2;
            let (_, median, _) = ticks.select_nth_unstable(middle);
            let median = *median;
            map.retain(|_, (_, t)| *t > median);
        }
        map.insert(key.to_string(), (value, *tick));
    }

    /// Removes and returns an entry (so a caller holding the only reference can change it in
    /// place and put it back).
    pub fn take(&self, key: &str) -> Option<V> {
        self.entries.lock().expect("never poisoned").0.remove(key).map(|(v, _)| v)
    }

    pub fn remove(&self, key: &str) {
        self.entries.lock().expect("never poisoned").0.remove(key);
    }

    pub fn clear(&self) {
        self.entries.lock().expect("never poisoned").0.clear();
    }

    pub fn len(&self) -> usize {
        self.entries.lock().expect("never poisoned").0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
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
}
