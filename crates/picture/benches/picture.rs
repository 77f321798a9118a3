//! Drawing a board for the mail: the SVG, then the PNG. `cargo bench -p ortoo-picture`.

use criterion::{Criterion, criterion_group, criterion_main};
use ortoo_rules::{Coord, Side};

fn pictures(c: &mut Criterion) {
    for id in ["chess", "khan", "shatranj-kamil-x", "koan"] {
        let state = ortoo_rules::registry::open(id, &[]).unwrap().start();
        let last = [Coord::new(4, 1), Coord::new(4, 3)];
        c.bench_function(&format!("{id} svg"), |b| {
            b.iter(|| ortoo_picture::board::svg(&*state, Side::Black, &last, ortoo_i18n::english()))
        });
        c.bench_function(&format!("{id} png"), |b| {
            b.iter(|| ortoo_picture::png(&*state, Side::Black, &last, 1.0).unwrap())
        });
    }
}

criterion_group!(benches, pictures);
criterion_main!(benches);
