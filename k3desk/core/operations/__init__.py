"""Operations: the availability a self-hosted fleet buys and the energy and carbon it draws (pure, Qt-free)."""
