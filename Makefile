# Tonk Desktop. `make run` plays, `make test` checks everything headless.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test test-long lint bench venv clean translations lupdate screenshots package dist deb \
  windows

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip

$(STAMP): pyproject.toml | $(PY)
	$(PY) -m pip install -q -e '.[test,lint]'
	touch $(STAMP)

venv: $(STAMP)

run: $(STAMP) translations
	$(PY) -m tonk_desktop

# The README's pictures, rendered offscreen from seeded games.
screenshots: $(STAMP) translations
	$(PY) -m tonk_desktop --screenshot docs/screenshot-table.png --seed 7 --size 1100x760
	$(PY) -m tonk_desktop --screenshot docs/screenshot-round-end.png --seed 7 --view round-end --size 1100x760
	$(PY) -m tonk_desktop --screenshot docs/screenshot-settings.png --view settings --size 1000x760
	$(PY) -m tonk_desktop --screenshot docs/screenshot-ledger.png --view ledger --size 760x620
	$(PY) -m tonk_desktop --screenshot docs/screenshot-network.png --view network --size 2200x760

# The .qm catalogues the program loads, built from the .ts sources (the .qm are not in git).
TS_FILES := $(wildcard tonk_desktop/i18n/tonk_*.ts)
QM_FILES := $(TS_FILES:.ts=.qm)

translations: $(QM_FILES)

tonk_desktop/i18n/%.qm: tonk_desktop/i18n/%.ts $(STAMP)
	$(VENV)/bin/pyside6-lrelease -silent $< -qm $@

# Refresh the .ts sources from the code (new strings arrive untranslated: translate them).
lupdate: $(STAMP)
	$(PY) tonk_desktop/i18n/update_ts.py

test: $(STAMP) translations
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n 2

# The random playouts at soak size (thousands of rounds under random house rules;
# `make test` plays a bounded sample of them): before a release, or after a change
# to the engine or the computer players. Tens of minutes.
test-long: $(STAMP)
	HYPOTHESIS_PROFILE=long nice -n 10 $(PY) -m pytest -q -n 2 \
	  tests/engine/test_engine_invariants.py tests/ai/test_bots.py

# mypy --strict over the package and benchmarks/ (pyproject), then over tests/ one
# folder at a time, each folder's own files only (tests/ui/ and tests/ui/network/
# apart): pytest imports every test folder's conftest.py as "conftest", and one mypy
# run cannot hold two modules of one name. Tests assert, act and assert the same
# attribute again, which strict equality takes for a contradiction.
TEST_FOLDERS = $(sort $(patsubst %/,%,$(dir $(shell find tests -name '*.py' -not -path '*/__pycache__/*'))))

lint: $(STAMP)
	$(VENV)/bin/ruff check tonk_desktop tests benchmarks
	$(VENV)/bin/ruff format --check tonk_desktop tests benchmarks
	$(VENV)/bin/mypy
	for tests in $(TEST_FOLDERS); do \
	  $(VENV)/bin/mypy --no-strict-equality "$$tests"/*.py || exit 1; \
	done

bench: $(STAMP)
	$(PY) benchmarks/engine_speed.py
	$(PY) benchmarks/self_play_speed.py
	$(PY) benchmarks/ui_speed.py
	$(PY) benchmarks/net_latency.py
	nice -n 10 $(PY) benchmarks/lifetime_stats.py
	nice -n 10 $(PY) benchmarks/ai_strength.py
	nice -n 10 $(PY) benchmarks/ai_styles.py --cpu-deals 30
	nice -n 10 $(PY) benchmarks/ai_ceiling.py
	nice -n 10 $(PY) benchmarks/coach.py
	if [ -d dist/tonk ]; then $(PY) benchmarks/package_size.py; fi

# The packaged program: dist/tonk/ and dist/tonk-VERSION-OS-ARCH.tar.gz (packaging/build.py).
package: $(STAMP) translations
	$(PY) -m pip install -q -e '.[package]'
	nice -n 10 $(PY) packaging/build.py

# The Python package: dist/tonk_desktop-VERSION.tar.gz (the whole source) and the wheel
# built from it (card art, icons, compiled translations, licences), in a clean build
# environment; `pipx install dist/tonk_desktop-*.whl` installs it.
dist: $(STAMP)
	rm -f dist/tonk_desktop-*.tar.gz dist/tonk_desktop-*.whl
	$(PY) -m build -q --outdir dist .

# The Debian package dist/tonk-desktop_VERSION_ARCH.deb, from the packaged program
# (packaging/build_deb.py; needs dpkg-deb and patchelf).
deb: package
	nice -n 10 $(PY) packaging/build_deb.py

# Windows, built here under Wine: dist/tonk-VERSION-windows-x86_64-setup.exe (NSIS) and the
# portable dist/tonk-VERSION-windows-x86_64.zip (packaging/windows/build.py; needs wine,
# wine32:i386 and nsis; the Windows Python and wheels come from PyPI).
windows: $(STAMP) translations
	nice -n 10 $(PY) packaging/windows/build.py

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
