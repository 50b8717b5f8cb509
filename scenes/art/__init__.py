"""Card art: the vector emblems under ``assets/art``, how a face of each game is composed from them, the card
backs, the round tokens and the felt. See ``assets/ART.md`` for the art direction."""
